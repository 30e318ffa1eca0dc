/**
 * Demo accounts, announced by the mock backend when it starts (mock builds only), so the
 * login page can show them without the production bundle carrying any credentials.
 */
export interface DemoAccount {
  name: string;
  password: string;
  role: string;
}

let accounts: DemoAccount[] = [];
let smsCode: string | undefined;

export function announceDemo(next: { accounts: DemoAccount[]; smsCode: string }): void {
  accounts = next.accounts;
  smsCode = next.smsCode;
}

export function demoInfo(): { accounts: DemoAccount[]; smsCode?: string } {
  return { accounts, smsCode };
}
