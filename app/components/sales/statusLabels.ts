import type { SALES_REQUEST_STATUSES } from "~/lib/sales/salesRequestQuery";

type SalesStatus = (typeof SALES_REQUEST_STATUSES)[number];

export const STATUS_LABELS: Record<SalesStatus, string> = { new: "New", contacted: "Contacted", qualified: "Qualified", closed: "Closed" };
