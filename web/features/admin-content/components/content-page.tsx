import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { PageHeader } from "#web/components/ui/page-header";
import { type ContentTab, DEFAULT_CONTENT_TAB } from "../search";
import { PitchTemplatesTab } from "./pitch-templates-tab";
import { PlatformContentTab } from "./platform-content-tab";
import { ProspectDataTab } from "./prospect-data-tab";
import { TrainingDataTab } from "./training-data-tab";

const tabs = [
  { slug: "training", name: "AI Training Data" },
  { slug: "templates", name: "Pitch Templates" },
  { slug: "prospects", name: "Prospect Data" },
  { slug: "content", name: "Platform Content" },
] as const satisfies readonly { slug: ContentTab; name: string }[];
const DEFAULT_TAB = tabs.findIndex((t) => t.slug === DEFAULT_CONTENT_TAB);

export function ContentPage() {
  const { tab } = useSearch({ from: "/admin/_shell/content" });
  const navigate = useNavigate();
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.slug === tab),
  );
  return (
    <>
      <PageHeader title="Content Management" subtitle="Prospect data, pitch templates and platform content." />
      <TabGroup
        selectedIndex={tab ? index : DEFAULT_TAB}
        onChange={(i) =>
          void navigate({
            to: "/admin/content",
            search: (prev) => ({ ...prev, tab: i === DEFAULT_TAB ? undefined : tabs[i]?.slug }),
            replace: true,
            resetScroll: false,
          })
        }
      >
        <TabList className="mb-6 flex flex-wrap gap-2 border-b border-slate-200">
          {tabs.map(({ name: t }) => (
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
