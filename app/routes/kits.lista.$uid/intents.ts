// The kit list's forms (ADR 007): one per row, "Marcar indisponível" / "Marcar disponível", posting
// the kit and the availability it asks for (so a double submit asks for the same value twice).
import { z } from "zod";
import { UUID_RE } from "../../../domain/shared/ids";

export const SET_AVAILABILITY = "set-kit-availability";

export const kitListTable = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(SET_AVAILABILITY),
    kitId: z.string({ error: "Kit não encontrado." }).regex(UUID_RE, "Kit não encontrado."),
    available: z.enum(["true", "false"], { error: "Disponibilidade inválida." }),
  }),
]);
