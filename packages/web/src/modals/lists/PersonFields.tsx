import { GENDERS } from '@argus/contracts';
import { useIntl } from 'react-intl';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { dateOnlyProblem } from '../../lib/listFields';

/** Who a face is, as the face form and the enrolment of an unrecognised face ask it. */
export interface PersonValues {
  fullName: string;
  sex: string;
  birthDate: string;
  documentNumber: string;
}

type PersonField = keyof PersonValues;

/** What is wrong with the person's fields before sending (a name of 3 or more, a past date, a document of 3 or more when given). */
export function usePersonProblems(v: PersonValues, today: string): Partial<Record<PersonField, string>> {
  const intl = useIntl();
  const birth = dateOnlyProblem(v.birthDate, today);
  const doc = v.documentNumber.trim().length;
  return {
    fullName: v.fullName.trim().length < 3 ? intl.formatMessage({ id: 'form.tooShort' }, { min: 3 }) : undefined,
    birthDate: birth ? intl.formatMessage({ id: birth === 'future' ? 'lists.dateFuture' : 'lists.dateInvalid' }) : undefined,
    documentNumber: doc > 0 && doc < 3 ? intl.formatMessage({ id: 'form.tooShort' }, { min: 3 }) : undefined,
  };
}

/** Full name, sex, date of birth and document number, each with the message `shown` gives it. */
export function PersonFields({
  v,
  set,
  shown,
  today,
}: {
  v: PersonValues;
  set: (field: PersonField, value: string) => void;
  shown: (field: PersonField) => string | undefined;
  today: string;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'lists.fullName' })}
        autoFocus
        value={v.fullName}
        error={shown('fullName')}
        onChange={(e) => set('fullName', e.target.value)}
        maxLength={255}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField label={intl.formatMessage({ id: 'lists.sex' })} value={v.sex} error={shown('sex')} onChange={(e) => set('sex', e.target.value)}>
          <option value="">{intl.formatMessage({ id: 'lists.notSet' })}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {intl.formatMessage({ id: `lists.sex.${g}` as 'lists.sex.male' })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={intl.formatMessage({ id: 'lists.birthDate' })}
          type="date"
          max={today}
          value={v.birthDate}
          error={shown('birthDate')}
          onChange={(e) => set('birthDate', e.target.value)}
        />
      </div>
      <TextField
        label={intl.formatMessage({ id: 'lists.documentNumber' })}
        value={v.documentNumber}
        error={shown('documentNumber')}
        onChange={(e) => set('documentNumber', e.target.value)}
        maxLength={64}
      />
    </>
  );
}
