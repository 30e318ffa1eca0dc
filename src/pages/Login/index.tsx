import { LockOutlined, MobileOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { history, useModel, useSearchParams } from '@umijs/max';
import { Button, Checkbox, Form, Radio, Space } from 'antd';
// antd's Input without its attached Search, TextArea, OTP and Group (and their CSS), which
// the sign-in page does not render: about 5 KiB gzip of its first load.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useEffect, useState } from 'react';
import { toast } from '@/core/notice';
import { useReachedByHistory } from '@/adapters/historyArrival';
import { useMessages } from '@/adapters/intl';
import { demoInfo } from '@/core/demo';
import { resetUnauthorizedGuard } from '@/core/request';
import { safeTarget } from '@/core/safeRedirect';
import { adoptToken, saveToken } from '@/core/session';
import type { MessageKey } from '@/core/i18n';
import { login, type LoginRequest } from '@/services/auth';
import { MOBILE_PATTERN } from '@/services/rules';
import { colorVar } from '@/theme';
import { useOneAtATime } from './useOneAtATime';
import { useSignedInElsewhere } from './useSignedInElsewhere';
import { useSmsCode } from './useSmsCode';

type LoginMode = 'account' | 'mobile';

/** The demo-accounts note (mock builds only); inline, so the login page loads no CSS file of its own. */
const DEMO_NOTE = {
  margin: '16px 0 0',
  padding: '8px 12px',
  color: colorVar('text'),
  fontSize: 13,
  lineHeight: 1.6,
  background: colorVar('infoBg'),
  border: `1px solid ${colorVar('infoBorder')}`,
  borderRadius: 8,
} as const;

interface LoginValues {
  username?: string;
  password?: string;
  mobile?: string;
  code?: string;
  remember?: boolean;
}

/**
 * The login page (docs/requirements.md#routes). Two ways in; on success the token is stored, the user
 * and menus are loaded into the initial state, and the operator goes to `target` when it
 * is an in-app path (else `/`).
 */
export default function Login() {
  const { t } = useMessages();
  const [form] = Form.useForm<LoginValues>();
  const [searchParams] = useSearchParams();
  // A sign-in page reached by Back or Forward carries an earlier sign-in's target: not followed.
  const fromHistory = useReachedByHistory();
  const { initialState, setInitialState } = useModel('@@initialState');
  const [arrivedAt, setArrivedAt] = useState<string>();
  const [mode, setMode] = useState<LoginMode>('account');
  const code = useSmsCode(form);

  const label = (id: MessageKey) => t(id);
  const required = (id: MessageKey) => ({ required: true, message: t('form.required', { label: label(id) }) });
  const mobileRule = { pattern: MOBILE_PATTERN, message: label('form.mobile.invalid') };

  /** With a token stored: load the user and menus, then go to `target`. */
  const enter = async (): Promise<boolean> => {
    resetUnauthorizedGuard();
    const session = await import(/* webpackChunkName: "session-state" */ '@/adapters/sessionState');
    const state = await session.loadSessionState();
    if (!state.currentUser) return false; // the user check failed; the request layer said why
    // A new sign-in: no history entry is this user's yet (Back never shows an earlier one's).
    session.beginSignIn(state.currentUser.id);
    await setInitialState(state);
    // Navigate once this page sees the new state (effect below): Umi's model plugin
    // hands it to subscribers a render later, and the guard must not see the old one.
    setArrivedAt(safeTarget(fromHistory ? null : searchParams.get('target')));
    return true;
  };

  // A double click (or Enter held down) sends one request; a failure keeps what was typed.
  const signIn = useOneAtATime(async (values: LoginValues) => {
    const payload: LoginRequest =
      mode === 'account'
        ? { type: 'account', username: values.username!.trim(), password: values.password! }
        : { type: 'mobile', mobile: values.mobile!.trim(), code: values.code!.trim() };
    const { token } = await login(payload);
    saveToken(token, Boolean(values.remember));
    if (await enter()) toast('success', label('login.success'));
  });

  // Signed in in another tab of the console: this one continues too, without a reload.
  const { start: follow } = useOneAtATime(async (token: string) => {
    adoptToken(token);
    await enter();
  });
  useSignedInElsewhere(follow);
  const submit = (values: LoginValues) => void signIn.start(values);
  const submitting = signIn.running;

  useEffect(() => {
    if (arrivedAt && initialState?.currentUser) history.replace(arrivedAt);
  }, [arrivedAt, initialState?.currentUser]);

  const demo = demoInfo();

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      size="large"
      onFinish={submit}
      initialValues={{ remember: false }}
      requiredMark={false}
    >
      {/* Radio buttons, not Segmented or Tabs: they share rc-checkbox with "remember me". */}
      <Radio.Group
        value={mode}
        onChange={(event) => setMode(event.target.value as LoginMode)}
        optionType="button"
        buttonStyle="solid"
        block
        style={{ marginBottom: 24 }}
        options={[
          { value: 'account', label: label('login.tab.account') },
          { value: 'mobile', label: label('login.tab.mobile') },
        ]}
      />
      {mode === 'account' ? (
        <>
          <Form.Item name="username" label={label('login.username')} rules={[required('login.username')]}>
            <Input prefix={<UserOutlined />} autoComplete="username" placeholder={demo.accounts[0]?.name} />
          </Form.Item>
          <Form.Item name="password" label={label('login.password')} rules={[required('login.password')]}>
            <Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="mobile" label={label('login.mobile')} rules={[required('login.mobile'), mobileRule]}>
            <Input prefix={<MobileOutlined />} inputMode="numeric" maxLength={11} autoComplete="tel" />
          </Form.Item>
          <Form.Item label={label('login.code')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" noStyle rules={[required('login.code')]}>
                <Input
                  prefix={<SafetyCertificateOutlined />}
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="one-time-code"
                  aria-label={label('login.code')}
                />
              </Form.Item>
              <Button
                onClick={code.request}
                loading={code.sending}
                disabled={code.secondsLeft > 0}
                style={{ minWidth: 132 }}
              >
                {code.secondsLeft > 0
                  ? t('login.code.resend', { seconds: code.secondsLeft })
                  : label('login.code.send')}
              </Button>
            </Space.Compact>
          </Form.Item>
        </>
      )}
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>{label('login.remember')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {label('login.submit')}
      </Button>
      {demo.accounts.length > 0 && (
        // A plain note rather than antd's Alert: it exists only in the demo, and Alert with its
        // status icons would add to every login page's first load.
        <p style={DEMO_NOTE} role="note">
          {t('login.demo', {
            accounts: demo.accounts.map((account) => t('login.demo.account', { ...account })).join(' · '),
            code: demo.smsCode ?? '',
          })}
        </p>
      )}
    </Form>
  );
}
