import type { notifyEn } from './en';

/** Қазақша: жазылымдар, хабарландырулар және вебхуктар. */
export const notifyKk: Record<keyof typeof notifyEn, string> = {
  'notify.bell.unread': '{count, plural, other {Хабарландырулар: # оқылмаған}}',
  'notify.bell.markAll': 'Барлығын оқылды деп белгілеу',
  'notify.bell.markOne': 'Оқылды',
  'notify.bell.markOneNamed': '«{name}» оқылды деп белгілеу',
  'notify.bell.loading': 'Хабарландырулар жүктелуде',
  'notify.bell.error': 'Хабарландыруларды жүктеу мүмкін болмады.',
  'notify.bell.empty': 'Жаңа хабарландырулар жоқ.',
  'notify.bell.last': 'Соңғы оқиға {ts}',
  'notify.settings.toasts': 'Жаңа оқиғалар туралы қалқымалы хабарларды көрсету',
  'notify.settings.audio': 'Дыбыстық сигнал',
  'notify.settings.audioNeedsToasts': 'Алдымен қалқымалы хабарларды қосыңыз.',
  'notify.toasts.region': 'Жазылым ескертулері',
  'notify.toast.title': 'Жаңа оқиға: {name}',
  'notify.toast.open': 'Жазылымдар',
};
