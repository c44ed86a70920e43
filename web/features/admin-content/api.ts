import type { InferRequestType, InferResponseType } from "hono/client";
import { readAdminResponse as read } from "#web/lib/admin/api";
import { api } from "#web/lib/api";

const admin = api.admin;

/* Prospect data and sources (the content page's Prospect Data tab). */

export type AdminProspectPage = InferResponseType<typeof admin.prospects.$get, 200>;
export type AdminProspectRow = AdminProspectPage["prospects"][number];
export type AdminProspectDetail = InferResponseType<(typeof admin.prospects)[":id"]["$get"], 200>;
export type SourceRunResult = InferResponseType<(typeof admin.sources)[":name"]["run"]["$post"], 200>;

export type AdminProspectQuery = {
  q: string;
  page: number;
  source?: AdminProspectRow["source"];
  demo?: boolean;
  hidden?: boolean;
  importId?: number;
};

export const fetchAdminProspects = async ({ q, page, source, demo, hidden, importId }: AdminProspectQuery) =>
  read(
    await admin.prospects.$get({
      query: {
        ...(q ? { q } : {}),
        page: String(page),
        ...(source ? { source } : {}),
        ...(demo === undefined ? {} : { demo: String(demo) as "true" | "false" }),
        ...(hidden === undefined ? {} : { hidden: String(hidden) as "true" | "false" }),
        ...(importId === undefined ? {} : { import: String(importId) }),
      },
    }),
  );

export const fetchAdminProspect = async (id: number) =>
  read(await admin.prospects[":id"].$get({ param: { id: String(id) } }));

export const setAdminProspectHidden = async (id: number, hidden: boolean) =>
  read(await admin.prospects[":id"].$patch({ param: { id: String(id) }, json: { hidden } }));

export const deleteAdminProspect = async (id: number) =>
  read(await admin.prospects[":id"].$delete({ param: { id: String(id) } }));

export const removeDemoProspects = async () => read(await admin.prospects["remove-demo"].$post({ json: {} }));

export const runSourceNow = async (name: string) =>
  read(await admin.sources[":name"].run.$post({ param: { name }, json: {} }));

/* Prospect imports: the report of one upload and the list of recent runs. */

export type ImportReport = InferResponseType<typeof admin.prospects.import.$post, 200>;
export type ImportFormat = InferRequestType<typeof admin.prospects.import.$post>["query"]["format"];
export type ImportRun = InferResponseType<typeof admin.prospects.imports.$get, 200>["imports"][number];

export const fetchImports = async () => (await read(await admin.prospects.imports.$get())).imports;

/**
 * The import's URL as the typed client builds it. The upload itself goes with
 * XMLHttpRequest: fetch reports no upload progress, and a 50 MB file needs a bar.
 */
export const importPath = (format: ImportFormat, name: string) =>
  admin.prospects.import.$path({ query: { format, name } });

/* Pitch templates, banners and training data (the content page's other tabs). */

export type TemplateList = InferResponseType<typeof admin.templates.$get, 200>;
export type PitchTemplate = TemplateList["templates"][number];
export type BannerList = InferResponseType<typeof admin.content.$get, 200>;
export type Banner = BannerList["banners"][number];

export const fetchTemplates = async () => read(await admin.templates.$get());
export type TemplateInput = {
  name: string;
  tone: PitchTemplate["tone"];
  subject: string;
  body: string;
  isActive?: boolean;
};
export const createTemplate = async (json: TemplateInput) => read(await admin.templates.$post({ json }));
export const updateTemplate = async (id: number, json: Partial<TemplateInput>) =>
  read(await admin.templates[":id"].$patch({ param: { id: String(id) }, json }));
export const deleteTemplate = async (id: number) =>
  read(await admin.templates[":id"].$delete({ param: { id: String(id) } }));

export const fetchBanners = async () => read(await admin.content.$get());
export type BannerInput = {
  message: string;
  linkUrl?: string;
  linkText?: string;
  tone?: Banner["tone"];
  startsAt: string;
  endsAt: string;
};
export const createBanner = async (json: BannerInput) => read(await admin.content.$post({ json }));
export const updateBanner = async (id: number, json: Partial<BannerInput>) =>
  read(await admin.content[":id"].$patch({ param: { id: String(id) }, json }));
export const deleteBanner = async (id: number) =>
  read(await admin.content[":id"].$delete({ param: { id: String(id) } }));

export type TrainingLabel = InferRequestType<(typeof admin.content)["training-data"]["$get"]>["query"]["label"];

export const fetchTrainingData = async (query: { label: TrainingLabel; page: number }) =>
  read(await admin.content["training-data"].$get({ query: { label: query.label, page: String(query.page) } }));
