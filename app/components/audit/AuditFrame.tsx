// Time-travel pages are shown to a company's manager (inside the app shell) or to a platform admin
// (inside the admin frame); the loader says which.
import type { ReactNode } from "react";
import { AdminFrame } from "../admin/AdminFrame";
import { Shell } from "../Shell";

type Viewer = { user: Parameters<typeof Shell>[0]["user"] | null; admin: { name: string; csrf: string } | null };

export function AuditFrame({ d, children }: { d: Viewer; children: ReactNode }) {
  if (d.user) return <Shell user={d.user}>{children}</Shell>;
  return <AdminFrame admin={d.admin!}>{children}</AdminFrame>;
}
