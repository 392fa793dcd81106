/** A placeholder shown in the hints of summary templates (its braces are the template's, not the translation's). */
export const SUMMARY_EXAMPLE = '{{vehicle.make}}';
