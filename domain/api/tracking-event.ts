// A tracking event (POST /api/telemetry/tracking): the form type, the field key in PascalCase and its value.
export interface TrackingEvent {
  readonly formType: string;
  readonly fieldKey: string;
  readonly fieldValue: string | number | boolean | null;
}

export const pascalCaseFieldKey = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);
