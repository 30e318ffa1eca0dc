import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Empty, Image, Modal, Skeleton, Typography } from 'antd';
import { useMessages } from '@/adapters/intl';
import FileImage from '@/components/FileImage';
import { FileLink, fileNameOf } from '@/components/FileLink';
import LoadFailed from '@/components/LoadFailed';
import ItemList from '@/components/ItemList';
import { useApiQuery } from '@/components/data';
import { isImageFile } from '@/core/fileUrl';
import { getSettlementVoucher } from '@/services/settlement';
import { colorVar } from '@/theme';

/** A settlement's vouchers (getSettlementVoucher): images with a preview, every file with a download. */
export default function VoucherView({ settleNo, onClose }: { settleNo: string | undefined; onClose: () => void }) {
  const { t } = useMessages();
  const voucher = useApiQuery(getSettlementVoucher, { settleNo: settleNo ?? '' }, { enabled: Boolean(settleNo) });
  const urls = voucher.data?.voucherUrls ?? [];
  return (
    <Modal
      open={Boolean(settleNo)}
      title={settleNo ? t('settlement.voucher.view', { settleNo }) : ''}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      {voucher.loading && !voucher.data ? (
        <Skeleton active />
      ) : voucher.error ? (
        <LoadFailed
          title={t('settlement.voucher.loadFailed', { reason: voucher.error.message })}
          onRetry={voucher.reload}
        />
      ) : urls.length === 0 ? (
        <Empty description={t('settlement.voucher.none')} />
      ) : (
        <>
          {voucher.data?.voucherUploadTime && (
            <Typography.Paragraph type="secondary">
              {t('settlement.voucher.uploadedAt', { time: voucher.data.voucherUploadTime })}
            </Typography.Paragraph>
          )}
          <Image.PreviewGroup>
            <ItemList
              items={urls}
              itemKey={(url) => url}
              render={(url) => (
                <>
                  {isImageFile(url) ? (
                    <FileImage url={url} width={64} height={64} style={{ objectFit: 'cover' }} alt={fileNameOf(url)} />
                  ) : (
                    <FilePdfOutlined style={{ fontSize: 40, color: colorVar('error') }} />
                  )}
                  <Typography.Text style={{ flex: 1 }}>{fileNameOf(url)}</Typography.Text>
                  <FileLink url={url} download label={`${t('settlement.voucher.download')} ${fileNameOf(url)}`}>
                    <DownloadOutlined /> {t('settlement.voucher.download')}
                  </FileLink>
                </>
              )}
            />
          </Image.PreviewGroup>
        </>
      )}
    </Modal>
  );
}
