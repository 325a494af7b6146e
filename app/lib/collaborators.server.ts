// /colaboradores/:managerId: the company's collaborators (create, edit, deactivate, permission
// flags) and teams. Managers, or vendors with employeesManager (part 1 §6).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { companyDecider, companyStreamId, type CompanyCommand } from "../../domain/company";
import { MSG } from "../../domain/shared";
import { effectivePermissions, PERMISSION_FLAGS, type PermissionFlag } from "../../domain/shared/permissions";
import { can, isEnterprise } from "./access.server";
import { vendorCreateSchema, vendorEditSchema, teamSchema } from "./admin-forms";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { redirectWithNotice } from "./flash.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { emailProblem, normalEmail, setEmail } from "./credentials.server";
import { badRequest, forbidden, notFound } from "./http.server";
import { parseIntent, unknownIntent } from "./intents.server";
import { formReply, type Problem } from "./replies.server";
import { hashPassword } from "../../db/password";
import { services } from "./services.server";
import * as administration from "../../projections/read-models/administration.queries";
import { allUsers, userExists, userRoleAndPermissions } from "../../projections/read-models/companies.queries";
import { UUID_RE } from "../../eventstore/ids";

async function requireCollaboratorsAccess(request: Request, managerId: string | undefined) {
  const user = await requireUser(request);
  if (user.role !== "MANAGER" && !can(user, "employeesManager")) throw forbidden();
  if (managerId !== user.managerId) throw notFound("Página não encontrada.");
  return user;
}

export async function collaboratorsLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireCollaboratorsAccess(request, params.managerId);
  const { database } = await services();
  const db = database.db;
  const url = new URL(request.url);
  const [users, teams, members] = await Promise.all([
    allUsers(db, user.companyId),
    administration.teams(db, user.companyId),
    administration.teamMembers(db, user.companyId),
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

const someId = z.string().optional().default("");

/** The page's forms. Ids are checked by the action (404 for another company's), not by zod. */
const collaboratorIntents = z.discriminatedUnion("intent", [
  vendorCreateSchema.extend({ intent: z.literal("create-vendor") }),
  vendorEditSchema.extend({ intent: z.literal("edit-vendor") }),
  z.object({ intent: z.literal("deactivate-vendor"), vendorId: someId }),
  z.object({ intent: z.literal("reactivate-vendor"), vendorId: someId }),
  z.object({ intent: z.literal("set-permissions"), vendorId: someId, flags: z.array(z.string()).default([]) }),
  teamSchema.extend({ intent: z.literal("create-team") }),
  teamSchema.extend({ intent: z.literal("edit-team") }),
  z.object({ intent: z.literal("delete-team"), teamId: someId }),
]);

type CollaboratorIntent = z.infer<typeof collaboratorIntents>["intent"];
const TEAM_INTENTS: readonly string[] = ["create-team", "edit-team", "delete-team"] satisfies CollaboratorIntent[];

export async function collaboratorsAction({ request, params }: ActionFunctionArgs) {
  const user = await requireCollaboratorsAccess(request, params.managerId);
  const form = await request.formData();
  await requireCsrf(form, user);
  // Teams widen data scopes (TEAM), so only the manager shapes them, whatever the form holds.
  if (TEAM_INTENTS.includes(String(form.get("intent")))) requireManager(user);
  const submission = parseIntent(form, collaboratorIntents);
  const intent = String(form.get("intent")) as CollaboratorIntent;
  const hideFields = intent === "create-vendor" ? ["password"] : undefined;
  if (submission.status !== "success") return formReply(submission, { hideFields, with: { intent } });
  const v = submission.value;
  const commandId = commandIdFrom(form);
  const url = new URL(request.url);
  const back = (search = url.search) => redirect(`${url.pathname}${search}`);
  const send = (command: CompanyCommand) => sendCommand(user, companyStreamId(user.companyId), companyDecider, command, commandId);
  const reply = (problem: Problem) => formReply(submission, { problem, hideFields, with: { intent: v.intent } });

  switch (v.intent) {
    case "create-vendor": {
      if (!isEnterprise(user)) return reply({ message: MSG.upgradeRequired });
      const id = derivedId(commandId, "vendor");
      const email = normalEmail(v.email);
      const taken = await emailProblem(email, id, user.companyId);
      if (taken) return reply({ message: taken, field: "email" });
      // The password hash goes to the credentials table (never to an event), then the command.
      await addCredentials(user.companyId, id, email, v.password);
      const outcome = await send({ type: "AddVendor", vendor: { id, name: v.name, email } });
      if (!outcome.ok) {
        await dropCredentialsOfUnknown(id);
        return reply(outcome.error);
      }
      return redirectWithNotice(`${url.pathname}?editar=${id}`, "colaborador-adicionado");
    }
    case "edit-vendor": {
      await requireVendor(user, v.vendorId);
      const email = normalEmail(v.email);
      const taken = await emailProblem(email, v.vendorId, user.companyId);
      if (taken) return reply({ message: taken, field: "email" });
      const outcome = await send({ type: "EditUser", userId: v.vendorId, name: v.name, email });
      if (!outcome.ok) return reply(outcome.error);
      await setEmail(v.vendorId, email);
      return back();
    }
    case "deactivate-vendor":
    case "reactivate-vendor": {
      const { vendorId } = v;
      await requireVendor(user, vendorId);
      if (vendorId === user.id) throw forbidden();
      const deactivate = v.intent === "deactivate-vendor";
      const outcome = await send(deactivate ? { type: "DeactivateVendor", vendorId } : { type: "ReactivateVendor", vendorId });
      if (!outcome.ok) return reply(outcome.error);
      // Signed out at once: their open sessions end with the deactivation.
      if (deactivate) await endSessions(vendorId);
      return back();
    }
    case "set-permissions": {
      await requireVendor(user, v.vendorId);
      // Nobody edits their own flags, and a vendor grants only flags they hold (no escalation).
      if (v.vendorId === user.id) throw forbidden();
      if (v.flags.some((f) => !(PERMISSION_FLAGS as readonly string[]).includes(f))) throw badRequest(MSG.invalidPermission);
      const permissions = await grantedFlags(user, v.vendorId, v.flags);
      const outcome = await send({ type: "SetVendorPermissions", vendorId: v.vendorId, permissions });
      if (!outcome.ok) return reply(outcome.error);
      return back();
    }
    case "create-team":
    case "edit-team": {
      const teamId = v.intent === "create-team" ? derivedId(commandId, "team") : (v.teamId ?? "");
      const team = { id: teamId, name: v.name, leaderId: v.leaderId, memberIds: v.memberIds };
      const outcome = await send(v.intent === "create-team" ? { type: "CreateTeam", team } : { type: "EditTeam", team });
      if (!outcome.ok) return reply(outcome.error);
      return back("");
    }
    case "delete-team": {
      const outcome = await send({ type: "DeleteTeam", teamId: v.teamId });
      if (!outcome.ok) return reply(outcome.error);
      return back("");
    }
    default:
      return unknownIntent(v);
  }
}

async function addCredentials(companyId: string, userId: string, email: string, password: string) {
  const { database } = await services();
  await database.db
    .insertInto("credentials")
    .values({ user_id: userId, company_id: companyId, email, password_hash: await hashPassword(password) })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

/** The vendor was not added: their credentials go too, unless a first submit did add them. */
async function dropCredentialsOfUnknown(userId: string) {
  const { database } = await services();
  if (!(await userExists(database.db, userId))) await database.db.deleteFrom("credentials").where("user_id", "=", userId).execute();
}

async function endSessions(userId: string) {
  const { database } = await services();
  await database.db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

/** The flags a vendor ends with: those wanted that the actor holds; the others keep their stored value. */
async function grantedFlags(user: SessionUser, vendorId: string, wanted: string[]) {
  const { database } = await services();
  const row = await userRoleAndPermissions(database.db, user.companyId, vendorId);
  if (!row) throw notFound(MSG.userNotFound);
  const stored = (row.permissions ?? {}) as Record<string, boolean>;
  const next: Partial<Record<PermissionFlag, boolean>> = {};
  for (const f of PERMISSION_FLAGS) {
    const on = can(user, f) ? wanted.includes(f) : stored[f] === true;
    if (on) next[f] = true;
  }
  return next;
}

/**
 * 404 unless `vendorId` is a vendor of the user's company; 403 when a vendor (employeesManager)
 * acts on a colleague holding a flag they lack: no one manages someone with more powers.
 */
async function requireVendor(user: SessionUser, vendorId: string) {
  if (!UUID_RE.test(vendorId)) throw notFound(MSG.userNotFound);
  const { database } = await services();
  const row = await userRoleAndPermissions(database.db, user.companyId, vendorId);
  if (!row || row.role !== "VENDOR") throw notFound(MSG.userNotFound);
  if (user.role !== "MANAGER" && !outranksOrEquals(user, row.permissions)) throw forbidden();
}

function outranksOrEquals(user: SessionUser, targetPermissions: unknown): boolean {
  const stored = (targetPermissions ?? {}) as Record<string, boolean>;
  return PERMISSION_FLAGS.every((f) => !stored[f] || can(user, f));
}

/** Teams widen data scopes (TEAM), so only the manager shapes them: a vendor cannot lead their way into everyone's data. */
function requireManager(user: SessionUser) {
  if (user.role !== "MANAGER") throw forbidden();
}
