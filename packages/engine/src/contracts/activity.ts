import Type, { type Static } from 'typebox';
import { Page, WireObject } from './common.js';

/** The pages an activity's object opens on, for the kinds that have one. */
export const ACTIVITY_PAGES = ['person', 'quote', 'loanApplication', 'policy', 'loan', 'claim'] as const;
export type ActivityPage = (typeof ACTIVITY_PAGES)[number];

/** Who did what to which object, and when: one row of the events page. */
export const Activity = WireObject({
  id: Type.String(),
  eventDate: Type.String({ format: 'date-time' }),
  user: Type.Union([Type.String(), Type.Null()]),
  eventType: Type.String(),
  activityDetails: WireObject({
    objectDisplayName: Type.Union([Type.String(), Type.Null()]),
    objectId: Type.String(),
    objectTable: Type.String(),
    /** The page that shows the object, when it is a business record (else null). */
    objectPage: Type.Union([Type.Enum(ACTIVITY_PAGES), Type.Null()]),
  }),
});
export type Activity = Static<typeof Activity>;

export const ActivityList = Page(Activity);
export type ActivityList = Page<Activity>;
