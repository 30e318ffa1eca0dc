import { Input } from 'antd';
import { startTransition, useState } from 'react';

/**
 * The tree's search field. What is typed shows at once (the field keeps its own text); the
 * tree follows as a transition, so a keystroke does not wait for the table of thousands of
 * entries to re-render (npm run bench -- --scale: 菜单管理, longest task per keystroke).
 */
export default function TreeSearch({ label, onSearch }: { label: string; onSearch: (keyword: string) => void }) {
  const [text, setText] = useState('');
  const search = (value: string) => {
    setText(value);
    startTransition(() => onSearch(value));
  };
  return (
    <Input.Search
      allowClear
      placeholder={label}
      aria-label={label}
      value={text}
      onSearch={search}
      onChange={(event) => search(event.target.value)}
      style={{ width: 260 }}
    />
  );
}
