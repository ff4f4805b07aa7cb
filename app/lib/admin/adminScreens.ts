import type { Permission } from "~/lib/auth/permissions";

/**
 * The admin area's screens, for its nav and its dashboard. A screen with a permission is shown
 * only to roles that have it (its loader still enforces it). Add a row when a screen lands.
 */
export interface AdminScreen {
  to: string;
  label: string;
  description: string;
  permission?: Permission;
  /** The signed-in person's own settings: linked beside their name, not in the screens' nav. */
  personal?: true;
}

export const ADMIN_SCREENS: AdminScreen[] = [
  { to: "/admin/sales-requests", label: "Sales requests", description: "Contact-form requests: filter, follow up, export.", permission: "sales:read" },
  { to: "/admin/blog", label: "Blog", description: "Write, publish and delete news posts.", permission: "blog:manage" },
  { to: "/admin/blog/categories", label: "Categories", description: "Create, rename and delete blog categories.", permission: "blog:manage" },
  {
    to: "/admin/stories",
    label: "Customer stories",
    description: "Customers' stories with their figures, for /customers and the product pages.",
    permission: "stories:manage",
  },
  {
    to: "/admin/products",
    label: "Products",
    description: "Each product page's screenshots and marketing copy: draft, preview, publish, restore.",
    permission: "products:manage",
  },
  {
    to: "/admin/insights",
    label: "Insights",
    description: "Which products are read, searches that find nothing, campaigns, and how fast pages load for visitors.",
    permission: "insights:read",
  },
  { to: "/admin/uploads", label: "Uploads", description: "Images, PDFs and videos for posts.", permission: "uploads:write" },
  {
    to: "/admin/brochures",
    label: "Brochures",
    description: "A PDF brochure for a product page: visitors download it and become sales requests.",
    permission: "uploads:write",
  },
  {
    to: "/admin/trust-centre",
    label: "Trust centre",
    description: "The security, privacy, compliance and hosting statements on /trust-centre, and when each was last reviewed.",
    permission: "trust:manage",
  },
  {
    to: "/admin/launch",
    label: "Before launch",
    description: "What still stands between the site and going live: sample content, statements to confirm, missing brochures, settings.",
  },
  {
    to: "/admin/company",
    label: "Company",
    description: "The offices, leadership and sales and support contacts on /company and in the site's Organization data.",
    permission: "company:manage",
  },
  { to: "/admin/outbox", label: "Outbox", description: "Every e-mail the site sends: delivered, waiting or failed, and why.", permission: "email:outbox" },
  {
    to: "/admin/integrations",
    label: "Integrations",
    description: "Signed webhooks that send new leads and their changes to your CRM: endpoints, secrets and each delivery.",
    permission: "webhooks:manage",
  },
  { to: "/admin/users", label: "Users", description: "Add staff users and remove them.", permission: "users:manage" },
  {
    to: "/admin/demo/users",
    label: "Demo access",
    description: "Demo users (prospects' logins): access dates, what they may see, what they watched.",
    permission: "demo:manage",
  },
  { to: "/admin/demo/content", label: "Demo content", description: "Upload product videos and screenshots for the demo area.", permission: "demo:manage" },
  {
    to: "/admin/audit",
    label: "Audit log",
    description: "Sign-ins, second-factor, user, request, post and demo changes: who, what, when, from where.",
    permission: "audit:read",
  },
  { to: "/admin/profile", label: "Profile", description: "Your name and password.", personal: true },
  { to: "/admin/two-factor", label: "Two-factor", description: "Two-factor sign-in with an authenticator app, and your recovery codes.", personal: true },
];
