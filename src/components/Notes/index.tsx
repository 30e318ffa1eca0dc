import { Button, Empty, Input, Timeline } from 'antd';
import { useState } from 'react';
import { useMessages } from '@/adapters/intl';
import { useSubmit } from '@/components/data';
import { MISSING } from '@/core/i18n';
import { toast } from '@/core/notice';
import '@/components/kitMessages';
import { MAX_NOTE_LENGTH } from '@/services/rules';
import { colorVar } from '@/theme';

export interface Note {
  content: string;
  operatorName?: string;
  createTime?: string;
}

/**
 * Remarks and notes on an entity (agents, platforms) as a timeline, newest first, with a
 * form to add one. The text stays in the box until the server has accepted it; one request
 * per click.
 */
export default function Notes({
  notes,
  add,
  canAdd,
  label,
}: {
  /** None sent: no notes yet. */
  notes: Note[] | undefined;
  add?: (content: string) => Promise<Note>;
  canAdd: boolean;
  label: string;
}) {
  const { t } = useMessages();
  const [added, setAdded] = useState<Note[]>([]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const send = useSubmit((content: string) => add!(content));
  // A note just added shows at once; once the record has loaded again with it, once only.
  const same = (a: Note, b: Note) =>
    a.content === b.content && a.createTime === b.createTime && a.operatorName === b.operatorName;
  const known = notes ?? [];
  const pending = added.filter((note) => !known.some((item) => same(item, note)));
  const all = [...known, ...pending].sort((a, b) => (b.createTime ?? '').localeCompare(a.createTime ?? ''));

  const submit = async () => {
    const content = text.trim();
    if (!content) return setProblem(t('form.required', { label }));
    if (content.length > MAX_NOTE_LENGTH) return setProblem(t('notes.tooLong', { max: MAX_NOTE_LENGTH }));
    setProblem(undefined);
    const result = await send.run(content);
    if (!result.ok) return undefined;
    setAdded((current) => [...current, result.value]);
    setText('');
    toast('success', t('notes.added'));
    return undefined;
  };

  return (
    <div>
      {canAdd && add && (
        <div style={{ marginBottom: 24 }}>
          <label htmlFor="note-input" style={{ display: 'block', marginBottom: 8 }}>
            {label}
          </label>
          <Input.TextArea
            id="note-input"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoSize={{ minRows: 2, maxRows: 6 }}
            showCount
            maxLength={MAX_NOTE_LENGTH}
            placeholder={t('notes.placeholder')}
            status={problem ? 'error' : undefined}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? 'note-problem' : undefined}
          />
          {problem && (
            <div id="note-problem" role="alert" style={{ color: colorVar('error'), marginTop: 4 }}>
              {problem}
            </div>
          )}
          <Button type="primary" style={{ marginTop: 8 }} loading={send.submitting} onClick={() => void submit()}>
            {t('notes.add')}
          </Button>
        </div>
      )}
      {all.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notes.empty')} />
      ) : (
        <Timeline
          items={all.map((note, index) => ({
            key: `${note.createTime}-${index}`,
            content: (
              <div>
                <div style={{ whiteSpace: 'pre-wrap' }}>{note.content}</div>
                <div style={{ color: colorVar('textSecondary'), fontSize: 12, marginTop: 2 }}>
                  {note.operatorName ?? MISSING} · {note.createTime ?? MISSING}
                </div>
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}
