import { history } from '@umijs/max';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useMessages } from '@/adapters/intl';
import { forgetKept, readKept, RESUME_KEY, RESUME_PRINT } from './printReturn';

/** On 充值记录: the batch waits; one click goes back to it (or the operator lets it go). */
export default function PrintReturnBanner() {
  const { t } = useMessages();
  const [kept, setKept] = useState(readKept);
  if (!kept) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('finance.recharge.printReturn', { count: kept.rows.length })}
      action={
        <Button size="small" type="primary" onClick={() => history.push(`/orderDeliver?${RESUME_KEY}=${RESUME_PRINT}`)}>
          {t('finance.recharge.printReturn.go')}
        </Button>
      }
      closable={{ 'aria-label': t('finance.recharge.printReturn.drop') }}
      onClose={() => {
        forgetKept();
        setKept(undefined);
      }}
    />
  );
}
