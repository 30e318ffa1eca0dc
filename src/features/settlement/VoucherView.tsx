import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Empty, Image, List, Modal, Skeleton, Typography } from 'antd';
import { useMessages } from '@/adapters/intl';
import FileImage from '@/components/FileImage';
import { FileLink, fileNameOf } from '@/components/FileLink';
import LoadFailed from '@/components/LoadFailed';
import { useApiQuery } from '@/components/data';
import { isImageFile } from '@/core/fileUrl';
import { getSettlementVoucher } from '@/services/settlement';

/** A settlement's vouchers (getSettlementVoucher): images with a preview, every file with a download. */
export default function VoucherView({ settleNo, onClose }: { settleNo: string | undefined; onClose: () => void }) {
  const { t } = useMessages();
  const voucher = useApiQuery(getSettlementVoucher, { settleNo: settleNo ?? '' }, { enabled: Boolean(settleNo) });
  const urls = voucher.data?.voucherUrls ?? [];
  return (
    <Modal
      open={Boolean(settleNo)}
      title={settleNo ? t('settle.voucher.view', { settleNo }) : ''}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      {voucher.loading && !voucher.data ? (
        <Skeleton active />
      ) : voucher.error ? (
        <LoadFailed
          title={t('settle.voucher.loadFailed', { reason: voucher.error.message })}
          onRetry={voucher.reload}
        />
      ) : urls.length === 0 ? (
        <Empty description={t('settle.voucher.none')} />
      ) : (
        <>
          {voucher.data?.voucherUploadTime && (
            <Typography.Paragraph type="secondary">
              {t('settle.voucher.uploadedAt', { time: voucher.data.voucherUploadTime })}
            </Typography.Paragraph>
          )}
          <Image.PreviewGroup>
            <List
              dataSource={urls}
              renderItem={(url) => (
                <List.Item
                  actions={[
                    <FileLink
                      key="download"
                      url={url}
                      download
                      label={`${t('settle.voucher.download')} ${fileNameOf(url)}`}
                    >
                      <DownloadOutlined /> {t('settle.voucher.download')}
                    </FileLink>,
                  ]}
                >
                  <List.Item.Meta
                    avatar={
                      isImageFile(url) ? (
                        <FileImage
                          url={url}
                          width={64}
                          height={64}
                          style={{ objectFit: 'cover' }}
                          alt={fileNameOf(url)}
                        />
                      ) : (
                        <FilePdfOutlined style={{ fontSize: 40, color: '#cf1322' }} />
                      )
                    }
                    title={fileNameOf(url)}
                  />
                </List.Item>
              )}
            />
          </Image.PreviewGroup>
        </>
      )}
    </Modal>
  );
}
