import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '@/adapters/intl';
import { OutcomeView, useOnceSubmit, type OutcomeState } from '@/components/outcome';
import { useReturnFocus } from '@/components/useReturnFocus';
import { useCan } from '@/components/Permission';
import { batchDataChanges } from '@/services/endpoint';
import { cloudPrint, type CloudPrintItem, type ExpressCode, type Shipment } from '@/services/shipping';
import { MAX_PRINT_BATCH } from '@/services/rules';
import { rememberCarrier, rememberedCarrier } from './carrierChoice';
import { BlockedList, ReprintCheck } from './printNotes';
import { printOutcome, readOrders } from './printOutcome';
import { EXPRESS_CODES, failedItem, planPrint, printable, printCalls, printInCalls } from './printRules';

/** How a print's results were had, when not from this send's own answer. */
export type PrintAnswer = 'checked' | 'replayed';

interface Props {
  rows: Shipment[];
  /** The carrier to start from (a retry keeps its batch's); else the one remembered for the platform. */
  carrier?: ExpressCode;
  onCancel: () => void;
  /**
   * The answer of the print, with the rows it covered and the carrier used; `how` says when
   * the results are not this send's own answer: `checked`, read back from the orders after a
   * lost answer; `replayed`, the server's answer of the same print made earlier.
   */
  onPrinted: (results: CloudPrintItem[], rows: Shipment[], carrier: ExpressCode, how?: PrintAnswer) => void;
}

/**
 * Confirms a cloud print: the carrier, what prints, what is a reprint (which needs an
 * explicit tick) and what cannot print and why. One request per confirmation; the button
 * cannot send it twice.
 */
export default function PrintDialog({ rows, carrier, onCancel, onPrinted }: Props) {
  const { t } = useMessages();
  const canReprint = useCan('ship:reprint');
  const plan = useMemo(() => planPrint(rows, { canReprint }), [rows, canReprint]);
  const toPrint = printable(plan);
  useReturnFocus(true);
  const [form] = Form.useForm<{ expressCode: ExpressCode; confirmReprint?: boolean }>();
  // A lost answer: the orders are read back; what printed since the send is the result.
  const readBack = useRef<{ results: CloudPrintItem[]; carrier: ExpressCode } | undefined>(undefined);
  // Which call of a batch bigger than one call is on its way.
  const [call, setCall] = useState<{ index: number; calls: number }>();
  // Each call's key belongs to its orders, carrier and reprint (services/shipping cloudPrint),
  // not to this dialog: sent again after a lost answer, even from a dialog opened anew, the
  // same orders print once.
  const print = useOnceSubmit({
    run: async (scope, values: { expressCode: ExpressCode }) => {
      const request = { expressCode: values.expressCode, ...(plan.reprints.length ? { reprint: true } : {}) };
      // A batch of several calls asks whether to print again before its first call, not when
      // a later one meets a print made moments ago (再打印一次 would then repeat the calls
      // that had just printed as well).
      for (const call of printCalls(toPrint))
        cloudPrint.guardRepeat({ ...request, ids: call.map((row) => row.id) }, scope);
      // The list, balances and flows refresh once, after the last call.
      return batchDataChanges(() =>
        printInCalls(
          toPrint,
          (ids) => cloudPrint({ ...request, ids }, { scope }),
          (index, calls) => setCall({ index, calls }),
        ),
      );
    },
    describe: (_values: { expressCode: ExpressCode }) => t('intent.about.print', { count: toPrint.length }),
    verify: async (sentAt, values: { expressCode: ExpressCode }) => {
      const outcome = printOutcome(await readOrders(toPrint), sentAt);
      // Part of the batch printed: the orders it did not reach are failures to retry.
      const notReached = outcome.applied
        ? outcome.untouched.map((row) => failedItem(row, t('shipping.print.notReached')))
        : [];
      readBack.current = { results: [...outcome.results, ...notReached], carrier: values.expressCode };
      // Found printed, the result dialog says what printed; "nothing printed" only when so.
      return {
        applied: outcome.applied,
        details: outcome.applied ? undefined : t('shipping.print.outcome.none', { count: toPrint.length }),
      };
    },
  });
  // Answered: the dialog gives way to the result in a transition (index.tsx), and no click
  // in the moment it is still on screen may send the batch again.
  const printed = useRef(false);
  const applied = print.applied;
  useEffect(() => {
    if (!applied || !readBack.current) return;
    printed.current = true;
    rememberCarrier(toPrint, readBack.current.carrier);
    onPrinted(readBack.current.results, toPrint, readBack.current.carrier, 'checked');
    // Once, when the read-back finds the print done.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applied]);
  // A failed request: the request layer showed why; the dialog stays open with the choices made.
  const submit = async () => {
    if (printed.current) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    // Once the same print was named as applied moments ago, only a deliberate repeat sends it.
    const result = await (print.outcome?.phase === 'repeat' ? print.repeat(values) : print.run(values));
    if (!result.ok || printed.current) return;
    printed.current = true;
    rememberCarrier(toPrint, values.expressCode);
    onPrinted(result.value, toPrint, values.expressCode, result.replayed ? 'replayed' : undefined);
  };
  const sending = print.submitting;
  // One state at a time: a read-back that finds the print done hands over to the result
  // dialog, so the check goes on showing until the result takes its place (no green flash).
  const outcome: OutcomeState | undefined = applied && readBack.current ? { phase: 'checking' } : print.outcome;
  const okText =
    !outcome || outcome.phase === 'checking'
      ? t('shipping.print.submit', { count: toPrint.length })
      : outcome.phase === 'repeat'
        ? t('intent.again.print')
        : t('outcome.resend');

  return (
    <Modal
      open
      title={t('shipping.print.title')}
      onCancel={onCancel}
      onOk={submit}
      okText={okText}
      okButtonProps={{
        disabled: toPrint.length === 0,
        loading: sending || outcome?.phase === 'checking',
        danger: outcome?.phase === 'repeat',
      }}
      mask={{ closable: !sending }}
      destroyOnHidden
      width={560}
    >
      {outcome && <OutcomeView outcome={outcome} />}
      <Form
        hidden={Boolean(outcome)}
        form={form}
        layout="vertical"
        initialValues={{ expressCode: carrier ?? rememberedCarrier(rows) }}
        preserve={false}
      >
        {toPrint.length > 0 ? (
          <Typography.Paragraph>
            {t('shipping.print.summary', { count: toPrint.length })}
            {toPrint.length > MAX_PRINT_BATCH &&
              t('shipping.print.inCalls', { calls: printCalls(toPrint).length, max: MAX_PRINT_BATCH })}
            {sending && call && call.calls > 1 && (
              <Typography.Text type="secondary" style={{ display: 'block' }} role="status">
                {t('shipping.print.progress', { n: call.index + 1, calls: call.calls })}
              </Typography.Text>
            )}
          </Typography.Paragraph>
        ) : (
          <Alert type="warning" showIcon title={t('shipping.print.nothing')} style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          name="expressCode"
          label={t('shipping.print.carrier')}
          rules={[{ required: true, message: t('form.select', { label: t('shipping.print.carrier') }) }]}
        >
          <Select
            placeholder={t('form.select', { label: t('shipping.print.carrier') })}
            options={EXPRESS_CODES.map((code) => ({ value: code, label: t(`shipping.express.${code}`) }))}
          />
        </Form.Item>
        <ReprintCheck reprints={plan.reprints} />
        <BlockedList blocked={plan.blocked} />
      </Form>
    </Modal>
  );
}
