import { type Role, permissionsOf } from "../../lib/auth/permissions";

interface SignedIn {
  token: string;
  user: { id: string; email: string; name: string; role: Role };
  session: { expiresAt: string };
}

/** The spec's answer to a staff sign-in (POST /api/login), also given by a passkey sign-in. */
export const staffSignInBody = ({ token, user, session }: SignedIn) => ({
  token,
  UserName: user.email,
  AccountName: user.name,
  UserID: user.id,
  role: user.role,
  permissions: permissionsOf(user.role),
  expiresAt: session.expiresAt,
});
