/** The rules and wire bodies of the user form (/users/new, /users/{id}/edit, organisation members). */
export interface UserFormValues {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  password: string;
  roleId: string;
  groupIds: number[];
  /** datetime-local text (browser time zone), empty when not blocked. */
  blockedTo: string;
  tfaRequired: boolean;
  passwordExpired: boolean;
}

export interface UserFormRules {
  mode: 'create' | 'edit';
  minPasswordLength: number;
  groupsPerUser: number;
}

export type FieldMessage = { id: string; values?: Record<string, number | string> };
export type UserFormErrors = Partial<Record<keyof UserFormValues, FieldMessage>>;

export const EMPTY_USER_FORM: UserFormValues = {
  email: '',
  username: '',
  firstName: '',
  lastName: '',
  password: '',
  roleId: '3',
  groupIds: [],
  blockedTo: '',
  tfaRequired: false,
  passwordExpired: false,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9._@+-]+$/;

export function validateUserForm(v: UserFormValues, rules: UserFormRules): UserFormErrors {
  const e: UserFormErrors = {};
  const email = v.email.trim();
  if (!email) e.email = { id: 'form.required' };
  else if (!EMAIL.test(email) || email.length > 254) e.email = { id: 'email.invalid' };
  const username = v.username.trim();
  if (rules.mode === 'create' && username) {
    if (username.length < 3) e.username = { id: 'form.tooShort', values: { min: 3 } };
    else if (username.length > 100) e.username = { id: 'form.tooLong', values: { max: 100 } };
    else if (!USERNAME.test(username)) e.username = { id: 'userForm.usernameInvalid' };
  }
  if (v.firstName.length > 100) e.firstName = { id: 'form.tooLong', values: { max: 100 } };
  if (v.lastName.length > 100) e.lastName = { id: 'form.tooLong', values: { max: 100 } };
  if (rules.mode === 'create' && !v.password) e.password = { id: 'form.required' };
  else if (v.password && v.password.length < rules.minPasswordLength) e.password = { id: 'password.tooShort', values: { min: rules.minPasswordLength } };
  // A superuser has no role: on edit an empty role stays empty.
  if (!['1', '2', '3'].includes(v.roleId) && (rules.mode === 'create' || v.roleId !== '')) e.roleId = { id: 'form.required' };
  if (v.groupIds.length > rules.groupsPerUser) e.groupIds = { id: 'userForm.tooManyGroups', values: { max: rules.groupsPerUser } };
  if (v.blockedTo && Number.isNaN(new Date(v.blockedTo).getTime())) e.blockedTo = { id: 'userForm.dateInvalid' };
  return e;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as datetime-local text in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const blockedIso = (local: string): string | null => (local ? new Date(local).toISOString() : null);

export function formFromUser(u: {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  roleId: number | null;
  groupIds: number[];
  blockedTo: string | null;
  tfaRequired: boolean;
  passwordExpired: boolean;
}): UserFormValues {
  return {
    email: u.email,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    password: '',
    roleId: u.roleId === null ? '' : String(u.roleId),
    groupIds: [...u.groupIds],
    blockedTo: toLocalInput(u.blockedTo),
    tfaRequired: u.tfaRequired,
    passwordExpired: u.passwordExpired,
  };
}

export interface CreateUserBody {
  email: string;
  username?: string;
  password: string;
  firstName: string;
  lastName: string;
  roleId: 1 | 2 | 3;
  groupIds: number[];
  blockedTo: string | null;
  tfaRequired: boolean;
  passwordExpired: boolean;
  organizationId?: number;
}

export function createUserBody(v: UserFormValues, organizationId?: number): CreateUserBody {
  return {
    email: v.email.trim(),
    ...(v.username.trim() ? { username: v.username.trim() } : {}),
    password: v.password,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    roleId: Number(v.roleId) as 1 | 2 | 3,
    groupIds: v.groupIds,
    blockedTo: blockedIso(v.blockedTo),
    tfaRequired: v.tfaRequired,
    passwordExpired: v.passwordExpired,
    ...(organizationId ? { organizationId } : {}),
  };
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

/** Only the fields that changed; a password only when one was typed. */
export function updateUserBody(v: UserFormValues, initial: UserFormValues): Partial<Omit<CreateUserBody, 'username' | 'organizationId'>> {
  const out: Partial<Omit<CreateUserBody, 'username' | 'organizationId'>> = {};
  if (v.email.trim() !== initial.email) out.email = v.email.trim();
  if (v.password) out.password = v.password;
  if (v.firstName.trim() !== initial.firstName) out.firstName = v.firstName.trim();
  if (v.lastName.trim() !== initial.lastName) out.lastName = v.lastName.trim();
  if (v.roleId !== initial.roleId && v.roleId) out.roleId = Number(v.roleId) as 1 | 2 | 3;
  if (!sameIds(v.groupIds, initial.groupIds)) out.groupIds = v.groupIds;
  if (v.blockedTo !== initial.blockedTo) out.blockedTo = blockedIso(v.blockedTo);
  if (v.tfaRequired !== initial.tfaRequired) out.tfaRequired = v.tfaRequired;
  if (v.passwordExpired !== initial.passwordExpired) out.passwordExpired = v.passwordExpired;
  return out;
}
