import type { Key, ReactNode } from 'react';
import styles from './index.less';

/**
 * A short list of rows divided by lines: the orders a print will skip, a payout's vouchers.
 * antd 6 deprecates its List, and Listy is a virtual list made for thousands of rows.
 */
export default function ItemList<T>(props: {
  items: readonly T[];
  itemKey: (item: T) => Key;
  render: (item: T) => ReactNode;
  size?: 'small' | 'default';
}) {
  return (
    <ul className={props.size === 'small' ? `${styles.list} ${styles.small}` : styles.list}>
      {props.items.map((item) => (
        <li key={props.itemKey(item)}>{props.render(item)}</li>
      ))}
    </ul>
  );
}
