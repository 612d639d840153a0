import { zoneChoices } from '../utils/visitor-zone';

/** The zone times are shown in: the browser's unless the visitor picks another. */
export function ZonePicker({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  return (
    <label className="booking-zone">
      Times shown in{' '}
      <select className="field__input field__select" value={value} onChange={(e) => onChange(e.target.value)}>
        {zoneChoices(value).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
    </label>
  );
}
