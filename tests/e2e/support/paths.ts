import { join } from "node:path";

export const DEMO_MANAGER = { email: "gerente@girassol.demo", password: "Girassol123", name: "Gerente Demo" };

/** The manager's signed-in cookie, written by global-setup.ts (test-results/ is git-ignored). */
export const MANAGER_STATE = join(process.cwd(), "test-results", ".auth", "manager.json");
