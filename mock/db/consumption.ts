import type { Option } from '@/services/types';

/** What a platform pays for, per use, with the list price in fen. */
export const CONSUME_TYPES = {
  risk_query: { label: '百融风控查询', price: 150 },
  credit_report: { label: '征信报告', price: 300 },
  sms: { label: '短信', price: 5 },
  esign: { label: '电子签约', price: 200 },
  waybill: { label: '云打印面单', price: 50 },
  id_check: { label: '实名认证', price: 80 },
  manual: { label: '手动扣费', price: 0 },
} as const;

export type ConsumeType = keyof typeof CONSUME_TYPES;

export const CONSUME_TYPE_OPTIONS: Option<string>[] = Object.entries(CONSUME_TYPES).map(([value, { label }]) => ({
  value,
  label,
}));
