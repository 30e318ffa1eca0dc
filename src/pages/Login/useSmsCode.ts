import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useMessages } from '@/adapters/intl';
import { toast } from '@/core/notice';
import { sendMessage } from '@/services/auth';
import { useCooldown } from './useCooldown';

const SMS_COOLDOWN_SECONDS = 60;

/**
 * The SMS code for signing in by mobile: asked for once the mobile is valid, then not again
 * for a minute (the button counts down); a refusal is said by the request layer.
 */
export function useSmsCode(form: FormInstance<{ mobile?: string }>) {
  const { t } = useMessages();
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCooldown] = useCooldown();
  const request = async () => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return;
    }
    setSending(true);
    try {
      const { expireIn } = await sendMessage({ mobile: form.getFieldValue('mobile').trim(), scene: 'login' });
      startCooldown(SMS_COOLDOWN_SECONDS);
      toast(
        'success',
        expireIn ? t('login.code.sent', { minutes: Math.round(expireIn / 60) }) : t('login.code.sentPlain'),
      );
    } catch {
      // shown by the request layer
    } finally {
      setSending(false);
    }
  };
  return { request, sending, secondsLeft };
}
