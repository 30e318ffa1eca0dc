import { Empty } from 'antd';
import type { ReactNode } from 'react';

/**
 * A table's empty state. While its rows load there is nothing to say (the spinner says it):
 * a blank of the same height, never "暂无数据" / "No data" under the spinner.
 */
export function tableEmpty(loading: boolean, empty: ReactNode): ReactNode {
  return loading ? <div aria-hidden style={{ minHeight: 120 }} /> : empty;
}

/** The usual empty state: a small picture and what is empty. */
export function EmptyNote({ text }: { text: ReactNode }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}
