import { lazy, Suspense } from 'react';
import { useMessages } from '@/adapters/intl';
import { usePlatformOptions } from '@/components/options';
import { formatMoney } from '@/core/money';
import { toast } from '@/core/notice';

const RechargeForm = lazy(() => import(/* webpackChunkName: "screen-recharge-form" */ './RechargeForm'));

/**
 * 充值 wherever a balance is seen (充值记录, a platform's row and its detail, the way on from a
 * failed print): the one recharge form, with the platform chosen when it is known, loaded
 * when first opened. Says what was credited and the balance after.
 */
export default function RechargeDialog({
  open,
  platformId,
  onClose,
}: {
  open: boolean;
  /** The platform to fund, chosen when the dialog opens. */
  platformId?: number;
  onClose: () => void;
}) {
  const { t } = useMessages();
  const platforms = usePlatformOptions();
  return (
    <Suspense fallback={null}>
      <RechargeForm
        open={open}
        platformId={platformId}
        platforms={platforms.options}
        onClose={onClose}
        onDone={(result) => {
          onClose();
          toast(
            'success',
            t('finance.recharge.done', {
              name: result.platformName,
              amount: formatMoney(result.amount),
              after: formatMoney(result.balanceAfter),
            }),
          );
        }}
      />
    </Suspense>
  );
}
