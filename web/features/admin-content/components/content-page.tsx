import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { PageHeader } from "#web/components/ui/page-header";
import { PitchTemplatesTab } from "./pitch-templates-tab";
import { PlatformContentTab } from "./platform-content-tab";
import { ProspectDataTab } from "./prospect-data-tab";
import { TrainingDataTab } from "./training-data-tab";

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
            <TrainingDataTab />
          </TabPanel>
          <TabPanel>
            <PitchTemplatesTab />
          </TabPanel>
          <TabPanel>
            <ProspectDataTab />
          </TabPanel>
          <TabPanel>
            <PlatformContentTab />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </>
  );
}
