import type { InferResponseType } from "hono/client";
import { api, unwrap } from "#web/lib/api";

const adminBilling = api.admin.billing;

export type RefundRequestRow = InferResponseType<typeof adminBilling.refunds.$get, 200>["requests"][number];

export const fetchRefundRequests = async () => unwrap(await adminBilling.refunds.$get());

export const approveRefund = async (id: number) =>
  unwrap(await adminBilling.refunds[":id"].approve.$post({ param: { id: String(id) }, json: {} }));

export const rejectRefund = async (id: number) =>
  unwrap(await adminBilling.refunds[":id"].reject.$post({ param: { id: String(id) }, json: {} }));
