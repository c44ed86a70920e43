import { Loader2, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Badge } from "#web/components/admin/admin-ui";
import { LoadError, LoadingRows } from "#web/components/data-table/data-table";
import { Button } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";
import { toast } from "#web/components/ui/toast";
import { useAdminQuery } from "#web/lib/admin/use-admin-query";
import { approveRefund, fetchRefundRequests, type RefundRequestRow, rejectRefund } from "../api/admin-refunds";

const money = (amount: number, currency: string) => `${(amount / 100).toLocaleString("en-US")} ${currency}`;
const day = (iso: string) => iso.slice(0, 10);

/** /admin/refunds: 30-day money-back requests; a super_admin approves one and Paystack refunds it. */
export function AdminRefundsPage() {
  const { data, error, loading, reload } = useAdminQuery("refunds", fetchRefundRequests);
  const [busy, setBusy] = useState<number | null>(null);
  const decide = async (row: RefundRequestRow, action: "approve" | "reject") => {
    setBusy(row.id);
    try {
      if (action === "approve") await approveRefund(row.id);
      else await rejectRefund(row.id);
      toast({
        title: action === "approve" ? "Refunded" : "Request declined",
        description:
          action === "approve"
            ? `${money(row.amount, row.currency)} goes back to ${row.userEmail} through Paystack.`
            : undefined,
      });
      reload();
    } catch (err) {
      toast({ title: "Not done", description: (err as Error).message, variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <PageHeader
        title="Refund requests"
        subtitle="The 30-day money-back guarantee. Approving refunds through Paystack."
      />
      {error && <LoadError message={error} onRetry={reload} />}
      {!error && !loading && data?.requests.length === 0 ? (
        <EmptyState icon={RotateCcw} title="No refund requests">
          Requests users make from their billing page appear here.
        </EmptyState>
      ) : (
        !error && (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Refund requests, pending first</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    User
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Payment
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Reason
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {loading && !data ? (
                  <LoadingRows columns={5} />
                ) : (
                  data?.requests.map((r) => (
                    <tr key={r.id}>
                      <td className="px-4 py-3">
                        <p className="font-medium text-slate-900">{r.userName}</p>
                        <p className="text-slate-500">{r.userEmail}</p>
                      </td>
                      <td className="px-4 py-3">
                        {money(r.amount, r.currency)} · {r.planId}
                        <p className="text-slate-500">
                          paid {day(r.paidAt)}, asked {day(r.createdAt)} · {r.reference}
                        </p>
                      </td>
                      <td className="max-w-xs px-4 py-3 text-slate-700">{r.reason || "—"}</td>
                      <td className="px-4 py-3">
                        <Badge tone={r.status === "pending" ? "orange" : r.status === "refunded" ? "green" : "purple"}>
                          {r.status}
                        </Badge>
                        {r.decidedBy && <p className="mt-1 text-xs text-slate-500">by {r.decidedBy}</p>}
                      </td>
                      <td className="px-4 py-3">
                        {r.status === "pending" && (
                          <div className="flex gap-2">
                            <Button size="sm" onClick={() => decide(r, "approve")} disabled={busy !== null}>
                              {busy === r.id && <Loader2 className="size-4 animate-spin" aria-hidden />} Approve and
                              refund
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              onClick={() => decide(r, "reject")}
                              disabled={busy !== null}
                            >
                              Decline
                            </Button>
                          </div>
                        )}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        )
      )}
    </>
  );
}
