import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Brain, FileText, LayoutTemplate } from "lucide-react";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";
import { ProspectDataTab } from "./prospect-data-tab";

const tabs = ["AI Training Data", "Pitch Templates", "Prospect Data", "Platform Content"];

export function ContentPage() {
  return (
    <>
      <PageHeader title="Content Management" subtitle="Prospect data, pitch templates and platform content." />
      <TabGroup defaultIndex={2}>
        <TabList className="mb-6 flex flex-wrap gap-2 border-b border-slate-200">
          {tabs.map((t) => (
            <Tab
              key={t}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 data-hover:text-slate-900 data-selected:border-brand-600 data-selected:text-brand-700 focus:outline-none data-focus:ring-2 data-focus:ring-brand-500"
            >
              {t}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          <TabPanel>
            <EmptyState icon={Brain} title="No training data yet">
              Search ranking is rule-based today (see the score notes on each search); labelled examples will be managed
              here. The accuracy target is 95%.
            </EmptyState>
          </TabPanel>
          <TabPanel>
            <EmptyState icon={LayoutTemplate} title="Built-in templates only">
              Pitches use the four built-in tones (Professional, Casual, Friendly, Direct). Custom templates will be
              managed here.
            </EmptyState>
          </TabPanel>
          <TabPanel>
            <ProspectDataTab />
          </TabPanel>
          <TabPanel>
            <EmptyState icon={FileText} title="Platform content">
              Marketing and legal pages are part of the site build; editing them here is not available yet.
            </EmptyState>
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </>
  );
}
