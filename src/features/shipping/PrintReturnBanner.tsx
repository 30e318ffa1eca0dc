import { history } from '@umijs/max';
import { Alert, Button } from 'antd';
import { useSyncExternalStore } from 'react';
import { useMessages } from '@/adapters/intl';
import { forgetKept, readKept, RESUME_LINK, subscribeKept } from './printReturn';

/**
 * On 充值记录: the batch waits; one click goes back to it (or the operator lets it go). Its
 * count follows what is still unprinted, and it says what a top-up cannot fix.
 */
export default function PrintReturnBanner() {
  const { t } = useMessages();
  const kept = useSyncExternalStore(subscribeKept, readKept);
  if (!kept) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('finance.recharge.printReturn', { count: kept.rows.length })}
      description={kept.leftOut ? t('finance.recharge.printReturn.leftOut', { count: kept.leftOut }) : undefined}
      action={
        <Button size="small" type="primary" onClick={() => history.push(RESUME_LINK)}>
          {t('finance.recharge.printReturn.go')}
        </Button>
      }
      closable={{ 'aria-label': t('finance.recharge.printReturn.drop') }}
      onClose={forgetKept}
    />
  );
}
