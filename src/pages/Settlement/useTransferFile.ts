import { Form } from 'antd';
import { useState } from 'react';
import { useMessages } from '@/adapters/intl';
import { formatMoney } from '@/core/money';
import { toast } from '@/core/notice';
import { bankLayout, chosenColumns, payerSettingsUsed } from '@/features/settlement/bankLayouts';
import type { TransferLine } from '@/features/settlement/transferCheck';
import { gbkProblems, writeTransferList } from '@/features/settlement/transferList';
import { readTransferProfile, saveTransferProfile, type TransferProfile } from '@/features/settlement/transferProfile';

const missesPayer = (profile: TransferProfile) =>
  payerSettingsUsed(chosenColumns(bankLayout(profile.layout), profile.columns[profile.layout])).some(
    (setting) => !profile.payer[setting].trim(),
  );

/**
 * The transfer list's file: the operator's bank profile (kept once a file is written), its
 * fields checked before anything is written (the format shown unfolded when one refuses), a CSV
 * in GBK refused with the settlements whose names GBK cannot hold, then the file.
 */
export function useTransferFile(lines: readonly TransferLine[], by: string, onWritten: () => void) {
  const messages = useMessages();
  const { t } = messages;
  const [profile, setProfile] = useState(readTransferProfile);
  const [form] = Form.useForm<TransferProfile>();
  // Unfolded while a setting the layout's columns need is missing: the operator sets it once.
  const [formatOpen, setFormatOpen] = useState(() => missesPayer(profile));
  const [unencodable, setUnencodable] = useState<{ settleNo: string; chars: string[] }[]>([]);
  const [writing, setWriting] = useState(false);

  const change = (next: TransferProfile) => {
    setProfile(next);
    setUnencodable([]);
    if (missesPayer(next)) setFormatOpen(true);
  };

  const write = async () => {
    try {
      await form.validateFields();
    } catch (error) {
      setFormatOpen(true);
      // The field that refused, brought into view (a small window scrolls the dialog's body).
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) setTimeout(() => form.scrollToField(first.name, { block: 'center' }));
      return;
    }
    setWriting(true);
    try {
      if (profile.file === 'csv' && profile.encoding === 'gbk') {
        const problems = await gbkProblems(messages, lines, profile);
        setUnencodable(problems);
        if (problems.length > 0) return;
      }
      saveTransferProfile(profile);
      const written = await writeTransferList(messages, lines, by, profile);
      toast('success', t('settlement.transfer.done', { count: written.count, amount: formatMoney(written.total) }));
      onWritten();
    } finally {
      setWriting(false);
    }
  };

  return { profile, change, form, formatOpen, setFormatOpen, unencodable, writing, write };
}
