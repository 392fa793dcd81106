/** The signed-in user as `GET /api/profile` answers and the app shows them (foundations.md §3 "Profile"). */
export interface Profile {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** First and last name, or null when the user has neither (the app then shows the e-mail's initial). */
  name: string | null;
  /** Address of the photo, changing whenever the photo does; null without one. */
  avatar: string | null;
  locale: string;
  affiliation: Affiliation | null;
  tenant_id: string;
}

/** The intermediary a user works for (`GET /api/profile/affiliations` lists them). */
export interface Affiliation {
  id: string;
  name: string;
}
