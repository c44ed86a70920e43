import { createFileRoute } from "@tanstack/react-router";
import { DemoPage } from "#web/features/marketing/components/demo-page";

export const Route = createFileRoute("/_public/demo")({
  component: DemoPage,
});
