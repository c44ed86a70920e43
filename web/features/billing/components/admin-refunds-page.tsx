import { Loader2, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Badge } from "#web/components/admin/admin-ui";
import { LoadError, LoadingRows } from "#web/components/data-table/data-table";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/dialog";
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
  // Approving sends real money back at once, so it is asked once more; its refusal shows in the question.
  const [confirming, setConfirming] = useState<RefundRequestRow | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const approve = async (row: RefundRequestRow) => {
    setBusy(row.id);
    setRefusal(null);
    try {
      await approveRefund(row.id);
      setConfirming(null);
      toast({
        title: "Refunded",
        description: `${money(row.amount, row.currency)} goes back to ${row.userEmail} through Paystack.`,
      });
      reload();
    } catch (err) {
      setRefusal((err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const decline = async (row: RefundRequestRow) => {
    setBusy(row.id);
    try {
      await rejectRefund(row.id);
      toast({ title: "Request declined" });
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
                            <Button
                              size="sm"
                              onClick={() => {
                                setRefusal(null);
                                setConfirming(r);
                              }}
                              disabled={busy !== null}
                            >
                              Approve and refund
                            </Button>
                            <Button size="sm" variant="ghost" onClick={() => decline(r)} disabled={busy !== null}>
                              {busy === r.id && !confirming && <Loader2 className="size-4 animate-spin" aria-hidden />}
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
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Refund ${money(confirming.amount, confirming.currency)} to ${confirming.userEmail}?` : ""}
        confirmLabel="Refund through Paystack"
        busy={busy !== null && busy === confirming?.id}
        error={refusal}
        onConfirm={() => confirming && void approve(confirming)}
        onClose={() => setConfirming(null)}
      >
        <p>
          {confirming?.purchaseId
            ? "Paystack returns the early-access payment to the card that paid. Its spot is freed and its perks end; a plan they started ends now."
            : "Paystack returns the payment to the card that paid, and the plan it paid for ends now."}
        </p>
        <p>A refund cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
