import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Modal } from '../../components/Modal';
import type { ModalProps } from '../../modals/registry';
import { AVAILABLE, loadColumns, saveColumns, type ColumnId, type ColumnKey } from './columns';

const KEYS: readonly ColumnKey[] = ['all', 'fr', 'lpr', 'sa', 'tp', 'ao'];

/** events/list: the list's columns for one event type (props.eventType, else all types). */
export default function ListColumnsModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const key: ColumnKey = KEYS.includes(props.eventType as ColumnKey) ? (props.eventType as ColumnKey) : 'all';
  const [chosen, setChosen] = useState<ColumnId[]>(() => loadColumns(key));
  const typeName = intl.formatMessage({ id: key === 'all' ? 'events.type.all' : (`events.type.${key}` as 'events.type.fr') });
  const toggle = (c: ColumnId, on: boolean) => setChosen((old) => (on ? AVAILABLE[key].filter((x) => x === c || old.includes(x)) : old.filter((x) => x !== c)));
  return (
    <Modal
      title={intl.formatMessage({ id: 'events.columns.title' })}
      description={intl.formatMessage({ id: 'events.columns.forType' }, { type: typeName })}
      onClose={onClose}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="ghost"
            onClick={() => {
              saveColumns(key, null);
              onClose();
            }}
          >
            {intl.formatMessage({ id: 'events.columns.reset' })}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button
            disabled={chosen.length === 0}
            onClick={() => {
              saveColumns(key, chosen);
              onClose();
            }}
          >
            {intl.formatMessage({ id: 'app.save' })}
          </Button>
        </div>
      }
    >
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <legend className="sr-only">{intl.formatMessage({ id: 'events.columns.forType' }, { type: typeName })}</legend>
        {AVAILABLE[key].map((c) => (
          <CheckboxField
            key={c}
            label={intl.formatMessage({ id: `events.col.${c}` as 'events.col.time' })}
            checked={chosen.includes(c)}
            onChange={(e) => toggle(c, e.target.checked)}
          />
        ))}
      </fieldset>
    </Modal>
  );
}
