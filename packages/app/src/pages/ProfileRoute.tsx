import { useParams } from 'react-router';
import { ProfileEditPage } from './ProfileEditPage.js';
import { ProfilePage } from './ProfilePage.js';

/** `{basePath}/{action}`: `edit` shows the edit form, anything else the read-only view. */
export function ProfileRoute({ basePath }: { basePath: string }) {
  const { action } = useParams();
  return action === 'edit' ? <ProfileEditPage basePath={basePath} /> : <ProfilePage basePath={basePath} />;
}
