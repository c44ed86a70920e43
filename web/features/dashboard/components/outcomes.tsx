import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { TrendingUp } from "lucide-react";
import { SourceBadge, signalLabels } from "#web/components/prospect-badges";
import { type Dashboard, formatUsd, type Outcome } from "#web/lib/dashboard";
import { SectionCard } from "./section-card";

/**
 * The dashboard's "What brings replies" tables. Loaded apart from the page
 * (dashboard-page.tsx): its tabs are the only Headless UI the first
 * signed-in page would otherwise carry (docs/performance.md, "Budgets").
 */
const groups = [
  { key: "bySource", tab: "By source", column: "Source" },
  { key: "bySignal", tab: "By signal", column: "Signal" },
  { key: "byTone", tab: "By tone", column: "Tone" },
] as const;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function OutcomeKey({ group, value }: { group: (typeof groups)[number]["key"]; value: string }) {
  if (value === "unknown") return <>Unknown</>;
  if (group === "bySource") return <SourceBadge source={value} />;
  if (group === "bySignal") return <>{signalLabels[value] ?? capitalise(value)}</>;
  return <>{capitalise(value)}</>;
}

export function Outcomes({ data }: { data: Dashboard }) {
  const nothingSent = data.outcomes.bySource.length === 0;
  return (
    <SectionCard title="What brings replies" icon={TrendingUp} description={data.definitions.outcomes}>
      {nothingSent ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-5 text-center text-sm text-slate-600">
          <p className="font-medium text-slate-900">Nothing sent yet</p>
          <p className="mt-1">
            Once you send pitches, this compares replies and revenue by where prospects came from, their buying signal
            and the tone you used.
          </p>
        </div>
      ) : (
        <TabGroup>
          <TabList
            aria-label="Group outcomes"
            className="inline-flex flex-wrap gap-1 rounded-xl border border-slate-200 p-1"
          >
            {groups.map((g) => (
              <Tab
                key={g.key}
                className="rounded-lg px-3 py-2 text-sm font-medium sm:py-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-selected:bg-brand-600 data-selected:text-white"
              >
                {g.tab}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="mt-3">
            {groups.map((g) => (
              <TabPanel
                key={g.key}
                className="overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <OutcomeTable group={g} rows={data.outcomes[g.key]} />
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      )}
    </SectionCard>
  );
}

const compactUsd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact" });

function OutcomeTable({ group, rows }: { group: (typeof groups)[number]; rows: Outcome[] }) {
  return (
    <table className="w-full min-w-[19rem] text-left text-sm">
      <caption className="sr-only">Sent pitches {group.tab.toLowerCase()}</caption>
      <thead className="border-b border-slate-200 text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-2 pr-2 font-medium sm:pr-3">
            {group.column}
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
            Sent
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
            {/* Short names on a phone, so the five columns fit without scrolling sideways. */}
            <span className="sm:hidden">Replies</span>
            <span className="hidden sm:inline">Responded</span>
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
            <span className="sm:hidden">Rate</span>
            <span className="hidden sm:inline">Response rate</span>
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-medium sm:pl-3">
            Revenue
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row" className="py-2 pr-2 font-medium text-slate-900 sm:pr-3">
              <OutcomeKey group={group.key} value={r.key} />
            </th>
            <td className="px-2 py-2 text-right tabular-nums sm:px-3">{r.sent}</td>
            <td className="px-2 py-2 text-right tabular-nums sm:px-3">{r.responded}</td>
            <td className="px-2 py-2 text-right tabular-nums sm:px-3">{r.responseRate}%</td>
            <td className="py-2 pl-2 text-right tabular-nums sm:pl-3">
              {/* '$10K' on a phone, where '$10,000' does not fit beside four other columns. */}
              <span className="sm:hidden">{compactUsd.format(r.revenue)}</span>
              <span className="hidden sm:inline">{formatUsd(r.revenue)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
