// /colaboradores/:managerId: the company's collaborators (create, edit, deactivate, permission
// flags) and teams. Managers, or vendors with employeesManager (part 1 §6).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { companyDecider, companyStreamId, type CompanyCommand } from "../../domain/company";
import { MSG } from "../../domain/shared";
import { effectivePermissions, PERMISSION_FLAGS, type PermissionFlag } from "../../domain/shared/permissions";
import { can, isEnterprise } from "./access.server";
import { vendorCreateSchema, vendorEditSchema, teamSchema } from "./admin-forms";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { hashPassword } from "../../db/password";
import { services } from "./services.server";
import { UUID_RE } from "../../eventstore/ids";

async function requireCollaboratorsAccess(request: Request, managerId: string | undefined) {
  const user = await requireUser(request);
  if (user.role !== "MANAGER" && !can(user, "employeesManager")) throw new Response(MSG.forbidden, { status: 403 });
  if (managerId !== user.managerId) throw new Response("Página não encontrada.", { status: 404 });
  return user;
}

export async function collaboratorsLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireCollaboratorsAccess(request, params.managerId);
  const { database } = await services();
  const db = database.db;
  const url = new URL(request.url);
  const [users, teams, members] = await Promise.all([
    db
      .selectFrom("rm_users")
      .select(["id", "name", "email", "role", "active", "permissions"])
      .where("company_id", "=", user.companyId)
      .orderBy("name")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("rm_teams")
      .select(["id", "name", "leader_id"])
      .where("company_id", "=", user.companyId)
      .orderBy("name")
      .orderBy("id")
      .execute(),
    db.selectFrom("rm_team_members").select(["team_id", "user_id"]).where("company_id", "=", user.companyId).execute(),
  ]);
  const people = users.map((u) => {
    const stored = (u.permissions ?? {}) as Record<string, boolean>;
    const effective = effectivePermissions(stored);
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      role: u.role,
      active: u.active,
      stored: PERMISSION_FLAGS.filter((f) => stored[f]),
      effective: PERMISSION_FLAGS.filter((f) => effective[f]),
    };
  });
  const editing = people.find((p) => p.id === url.searchParams.get("editar") && p.role === "VENDOR") ?? null;
  const editingTeam = teams.find((t) => t.id === url.searchParams.get("equipe")) ?? null;
  return {
    user,
    enterprise: isEnterprise(user),
    people,
    editing,
    teams: teams.map((t) => ({
      id: t.id,
      name: t.name,
      leaderId: t.leader_id,
      memberIds: members
        .filter((m) => m.team_id === t.id)
        .map((m) => m.user_id)
        .sort(),
    })),
    editingTeamId: editingTeam?.id ?? null,
    canManageTeams: user.role === "MANAGER",
    // Flags this user may grant: a manager all; a vendor (employeesManager) only those they hold.
    grantable: PERMISSION_FLAGS.filter((f) => can(user, f)),
    ids: {
      create: newCommandId(),
      edit: newCommandId(),
      toggle: newCommandId(),
      permissions: newCommandId(),
      createTeam: newCommandId(),
      editTeam: newCommandId(),
      deleteTeam: newCommandId(),
    },
  };
}

const fail = (intent: string, result: unknown, status = 400) => data({ intent, result }, { status });
const domainReply = (intent: string, submission: any, error: { message: string; field?: string }) =>
  fail(
    intent,
    submission.reply({
      fieldErrors: error.field ? { [error.field]: [error.message] } : undefined,
      formErrors: error.field ? undefined : [error.message],
    }),
  );

export async function collaboratorsAction({ request, params }: ActionFunctionArgs) {
  const user = await requireCollaboratorsAccess(request, params.managerId);
  const form = await request.formData();
  await requireCsrf(form, user);
  const intent = String(form.get("intent") ?? "");
  const commandId = commandIdFrom(form);
  const stream = companyStreamId(user.companyId);
  const url = new URL(request.url);
  const back = (search = url.search) => redirect(`${url.pathname}${search}`);
  const send = (command: CompanyCommand) => sendCommand(user, stream, companyDecider, command, commandId);

  switch (intent) {
    case "create-vendor": {
      const submission = parseWithZod(form, { schema: vendorCreateSchema });
      if (submission.status !== "success") return fail(intent, submission.reply({ hideFields: ["password"] }));
      if (!isEnterprise(user)) return domainReply(intent, submission, { message: MSG.upgradeRequired });
      const v = submission.value;
      const id = derivedId(commandId, "vendor");
      const email = v.email.trim().toLowerCase();
      const { database } = await services();
      const taken = await database.db
        .selectFrom("credentials")
        .select("user_id")
        .where("email", "=", email)
        .executeTakeFirst();
      if (taken && taken.user_id !== id)
        return domainReply(intent, submission, { message: MSG.emailTaken, field: "email" });
      // The password hash goes to the credentials table (never to an event), then the command.
      await database.db
        .insertInto("credentials")
        .values({ user_id: id, company_id: user.companyId, email, password_hash: await hashPassword(v.password) })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
      const outcome = await send({ type: "AddVendor", vendor: { id, name: v.name, email } });
      if (!outcome.ok) {
        const { database: d } = await services();
        const exists = await d.db.selectFrom("rm_users").select("id").where("id", "=", id).executeTakeFirst();
        if (!exists) await d.db.deleteFrom("credentials").where("user_id", "=", id).execute();
        return domainReply(intent, submission, outcome.error);
      }
      return back(`?editar=${id}`);
    }
    case "edit-vendor": {
      const submission = parseWithZod(form, { schema: vendorEditSchema });
      if (submission.status !== "success") return fail(intent, submission.reply());
      const v = submission.value;
      await requireVendor(user, v.vendorId);
      const email = v.email.trim().toLowerCase();
      const { database } = await services();
      const taken = await database.db
        .selectFrom("credentials")
        .select("user_id")
        .where("email", "=", email)
        .executeTakeFirst();
      if (taken && taken.user_id !== v.vendorId)
        return domainReply(intent, submission, { message: MSG.emailTaken, field: "email" });
      const outcome = await send({ type: "EditUser", userId: v.vendorId, name: v.name, email });
      if (!outcome.ok) return domainReply(intent, submission, outcome.error);
      await database.db.updateTable("credentials").set({ email }).where("user_id", "=", v.vendorId).execute();
      return back();
    }
    case "deactivate-vendor":
    case "reactivate-vendor": {
      const vendorId = String(form.get("vendorId") ?? "");
      await requireVendor(user, vendorId);
      if (vendorId === user.id) throw new Response(MSG.forbidden, { status: 403 });
      const outcome = await send(
        intent === "deactivate-vendor"
          ? { type: "DeactivateVendor", vendorId }
          : { type: "ReactivateVendor", vendorId },
      );
      if (!outcome.ok) return fail(intent, { status: "error", error: { "": [outcome.error.message] } });
      if (intent === "deactivate-vendor") {
        // Signed out at once: their open sessions end with the deactivation.
        const { database } = await services();
        await database.db.deleteFrom("sessions").where("user_id", "=", vendorId).execute();
      }
      return back();
    }
    case "set-permissions": {
      const vendorId = String(form.get("vendorId") ?? "");
      await requireVendor(user, vendorId);
      // Nobody edits their own flags, and a vendor grants only flags they hold (no escalation).
      if (vendorId === user.id) throw new Response(MSG.forbidden, { status: 403 });
      const wanted = form.getAll("flags").map(String);
      if (wanted.some((f) => !(PERMISSION_FLAGS as readonly string[]).includes(f)))
        throw new Response(MSG.invalidPermission, { status: 400 });
      const { database } = await services();
      const row = await database.db
        .selectFrom("rm_users")
        .select("permissions")
        .where("id", "=", vendorId)
        .executeTakeFirstOrThrow();
      const stored = (row.permissions ?? {}) as Record<string, boolean>;
      const next: Partial<Record<PermissionFlag, boolean>> = {};
      for (const f of PERMISSION_FLAGS) {
        const want = wanted.includes(f);
        // A flag the actor does not hold keeps its stored value.
        const on = can(user, f) ? want : stored[f] === true;
        if (on) next[f] = true;
      }
      const outcome = await send({ type: "SetVendorPermissions", vendorId, permissions: next });
      if (!outcome.ok) return fail(intent, { status: "error", error: { "": [outcome.error.message] } });
      return back();
    }
    case "create-team":
    case "edit-team": {
      requireManager(user);
      const submission = parseWithZod(form, { schema: teamSchema });
      if (submission.status !== "success") return fail(intent, submission.reply());
      const v = submission.value;
      const teamId = intent === "create-team" ? derivedId(commandId, "team") : String(v.teamId ?? "");
      const team = { id: teamId, name: v.name, leaderId: v.leaderId, memberIds: v.memberIds };
      const outcome = await send(intent === "create-team" ? { type: "CreateTeam", team } : { type: "EditTeam", team });
      if (!outcome.ok) {
        if (outcome.error.code === "not_found") throw new Response(outcome.error.message, { status: 404 });
        return domainReply(intent, submission, outcome.error);
      }
      return back("");
    }
    case "delete-team": {
      requireManager(user);
      const outcome = await send({ type: "DeleteTeam", teamId: String(form.get("teamId") ?? "") });
      if (!outcome.ok) throw new Response(outcome.error.message, { status: 404 });
      return back("");
    }
    default:
      throw new Response("Ação desconhecida.", { status: 400 });
  }
}

/**
 * 404 unless `vendorId` is a vendor of the user's company; 403 when a vendor (employeesManager)
 * acts on a colleague holding a flag they lack: no one manages someone with more powers.
 */
async function requireVendor(user: SessionUser, vendorId: string) {
  if (!UUID_RE.test(vendorId)) throw new Response(MSG.userNotFound, { status: 404 });
  const { database } = await services();
  const row = await database.db
    .selectFrom("rm_users")
    .select(["role", "permissions"])
    .where("id", "=", vendorId)
    .where("company_id", "=", user.companyId)
    .executeTakeFirst();
  if (!row || row.role !== "VENDOR") throw new Response(MSG.userNotFound, { status: 404 });
  if (user.role !== "MANAGER" && !outranksOrEquals(user, row.permissions))
    throw new Response(MSG.forbidden, { status: 403 });
}

function outranksOrEquals(user: SessionUser, targetPermissions: unknown): boolean {
  const stored = (targetPermissions ?? {}) as Record<string, boolean>;
  return PERMISSION_FLAGS.every((f) => !stored[f] || can(user, f));
}

/** Teams widen data scopes (TEAM), so only the manager shapes them: a vendor cannot lead their way into everyone's data. */
function requireManager(user: SessionUser) {
  if (user.role !== "MANAGER") throw new Response(MSG.forbidden, { status: 403 });
}
