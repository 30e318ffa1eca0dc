export interface ContractRow {
  endpoint: string;
  status: string;
  mismatches: { field: string; expected: string; received: string }[];
}
export declare const DOC_PATH: string;
export declare function loadContract(): Promise<unknown>;
export declare function checkBackend(options: {
  base: string;
  token?: string;
  budgetSeconds?: number;
  spacingMs?: number;
  contract?: unknown;
  log?: (row: ContractRow) => void;
}): Promise<ContractRow[]>;
