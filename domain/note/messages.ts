// pt-BR messages of notes and schedules. The spec gives the rules (part 2 §5) but not every text;
// where it has one (Data inválida.) it is used as is.
import { MSG } from "../shared";

export const NOTE_MSG = {
  textRequired: "Insira o texto da nota.",
  selectType: "Selecione um tipo de nota válido.",
  invalidDate: MSG.invalidDate,
  invalidTime: "Horário inválido.",
  startTimeRequired: "Informe o horário inicial.",
  endBeforeStart: "O horário final deve ser igual ou posterior ao inicial.",
  notFound: "Nota não encontrada.",
  exists: "Nota já existe.",
  notScheduled: "Só uma nota agendada pode ser concluída.",
  vendorsCannotDelete: "Vendedores não podem excluir notas.",
  unknownCommand: MSG.unknownCommand,
} as const;
