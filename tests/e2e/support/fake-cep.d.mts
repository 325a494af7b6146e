export interface FakeCep {
  url: string;
  hits(cep: string): number;
  close(): Promise<void>;
}
export function startFakeCep(): Promise<FakeCep>;
