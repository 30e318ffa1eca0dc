import { ProForm, type ProFormInstance } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { Button, Card, Empty, Modal, Result, Select, Skeleton, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import { useConfirmAction } from '@/components/useConfirmAction';
import { platformSelectProps, usePlatformOptions } from '@/components/options';
import { useCan } from '@/components/Permission';
import { toast } from '@/core/notice';
import riskMessages from '@/locales/zh-CN/risk';
import { getRiskScale, saveRiskScale } from '@/services/risk';
import { riskChanges, riskPayload, type RiskChange, type RiskFormValues } from './riskRules';
import { ChangeList, PendingChanges } from './changes';
import RiskFields from './RiskFields';
import { useLeaveGuard } from './useLeaveGuard';

addScreenMessages(riskMessages);

/**
 * 风控设置: a platform's risk ratios and thresholds. The form shows what changed (old ->
 * new) as it is edited, saves behind a confirmation listing those changes, and asks before
 * the operator leaves with changes unsaved (menu, back button, another platform, the tab).
 */
export default function Risk() {
  const { t } = useMessages();
  const canEdit = useCan('risk:edit');
  const platforms = usePlatformOptions();
  const [search, setSearch] = useSearchParams();
  const platformId = Number(search.get('platformId')) || undefined;
  const platformName =
    platforms.options?.find((option) => option.value === platformId)?.label ?? (platformId ? String(platformId) : '');
  const scale = useApiQuery(getRiskScale, { platformId: platformId ?? 0 }, { enabled: platformId !== undefined });
  const saved = scale.data?.platformId === platformId ? scale.data : undefined;
  const [changes, setChanges] = useState<RiskChange[]>([]);
  const formRef = useRef<ProFormInstance<RiskFormValues> | undefined>(undefined);
  const [confirm, confirmDialog] = useConfirmAction();
  const [modal, modalHolder] = Modal.useModal();
  const dirty = changes.length > 0;
  // One question for every way out: the menu, the back button, the tab, another platform.
  const leaveQuestion = {
    title: t('risk.leave.title'),
    content: t('risk.leave.body', { name: platformName, count: changes.length }),
    okText: t('risk.leave.ok'),
    cancelText: t('risk.leave.stay'),
  };
  const leaveHolder = useLeaveGuard(dirty, leaveQuestion);

  const pick = (next?: number) => {
    const go = () => {
      setChanges([]);
      setSearch(next ? { platformId: String(next) } : {});
    };
    if (!dirty) return go();
    void modal.confirm({ ...leaveQuestion, okButtonProps: { danger: true }, onOk: go });
    return undefined;
  };

  const save = async () => {
    const values = await formRef.current?.validateFields().catch(() => undefined);
    if (!values || !saved || !platformId) return;
    // The fields' own transforms are not applied by validateFields: read the raw text.
    const raw = formRef.current!.getFieldsValue(true) as RiskFormValues;
    const diff = riskChanges(saved, raw);
    if (diff.length === 0) return;
    confirm({
      title: t('risk.changes', { count: diff.length }),
      content: <ChangeList changes={diff} />,
      okText: t('risk.save'),
      run: () => saveRiskScale(riskPayload(platformId, raw)),
      onDone: () => {
        toast('success', t('risk.saved', { name: platformName }));
        setChanges([]);
      },
    });
  };

  const initialValues = useMemo(
    () =>
      saved && {
        autoApproveRatio: saved.autoApproveRatio,
        manualReviewRatio: saved.manualReviewRatio,
        minCreditScore: String(saved.minCreditScore),
        depositRatio: saved.depositRatio,
      },
    [saved],
  );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <PlatformPicker platformId={platformId} options={platforms.options} failed={platforms.failed} onPick={pick} />
      <Card title={platformId ? `${t('risk.title')} · ${platformName}` : t('risk.title')}>
        {!platformId ? (
          <Empty description={t('risk.pick')} />
        ) : scale.error && !saved ? (
          <Result
            status="error"
            title={t('risk.loadFailed', { reason: scale.error.message })}
            extra={<Button onClick={scale.reload}>{t('list.retry')}</Button>}
          />
        ) : !saved ? (
          <Skeleton active />
        ) : (
          <>
            {saved.updateTime && (
              <Typography.Paragraph type="secondary">
                {t('risk.updated', { time: saved.updateTime, operator: saved.operatorName ?? '-' })}
              </Typography.Paragraph>
            )}
            <ProForm<RiskFormValues>
              key={`${platformId}-${saved.updateTime ?? ''}`}
              formRef={formRef}
              layout="vertical"
              initialValues={initialValues}
              disabled={!canEdit}
              onValuesChange={(_, values) =>
                setChanges(riskChanges(saved, { ...formRef.current?.getFieldsValue(true), ...values }))
              }
              submitter={false}
              style={{ maxWidth: 520 }}
            >
              <RiskFields formRef={formRef} />
            </ProForm>
            <PendingChanges
              changes={changes}
              canEdit={canEdit}
              onSave={() => void save()}
              onReset={() => {
                formRef.current?.resetFields();
                setChanges([]);
              }}
            />
          </>
        )}
      </Card>
      {confirmDialog}
      {modalHolder}
      {leaveHolder}
    </Space>
  );
}

function PlatformPicker({
  platformId,
  options,
  failed,
  onPick,
}: {
  platformId: number | undefined;
  options: ReturnType<typeof usePlatformOptions>['options'];
  failed: boolean;
  onPick: (platformId?: number) => void;
}) {
  const { t } = useMessages();
  return (
    <Card>
      <Space wrap align="center">
        <label htmlFor="risk-platform">{t('risk.platform')}</label>
        <Select
          id="risk-platform"
          style={{ width: 320 }}
          placeholder={t('risk.platform.placeholder')}
          value={platformId}
          onChange={(value?: number) => onPick(value)}
          {...platformSelectProps(options, failed ? t('options.platforms.failed') : undefined)}
        />
      </Space>
    </Card>
  );
}
