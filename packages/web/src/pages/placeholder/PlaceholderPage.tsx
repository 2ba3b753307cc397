import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';

/** A screen of a later issue: its title and a short note, inside the layout and behind its guard. */
export default function PlaceholderPage({ section }: { section: string }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{intl.formatMessage({ id: `nav.${section}` as MessageId })}</h1>
      <p className="text-slate-600">{intl.formatMessage({ id: 'app.comingSoon' })}</p>
    </div>
  );
}
