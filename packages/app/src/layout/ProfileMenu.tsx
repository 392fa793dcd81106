import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { initialsOf, type Profile } from '../api/profile.js';
import { lazyComponent } from '@coverline/widgets';
import { usePopupMenu } from './PopupMenu.js';
import type { ProfileListProps } from './ProfileList.js';

const ProfileList = lazyComponent<ProfileListProps>(
  async () => (await import('./ProfileList.js')).ProfileList,
  null,
);

/** Avatar with initials (or the e-mail's first letter), name and e-mail, and the account actions. */
export function ProfileMenu({ profile, profilePath }: { profile: Profile | undefined; profilePath: string }) {
  const { t } = useTranslation();
  const { used, close, menu, button } = usePopupMenu(ProfileList);
  const initials = profile === undefined ? '' : initialsOf(profile);
  return (
    <>
      <IconButton {...button} aria-label={t('header.account')}>
        <Avatar
          src={profile?.avatar ?? undefined}
          alt=""
          sx={{
            width: 36,
            height: 36,
            bgcolor: 'common.white',
            color: 'header.main',
            fontSize: 15,
            fontWeight: 700,
          }}
        >
          {initials}
        </Avatar>
      </IconButton>
      {used && <ProfileList {...menu} profile={profile} profilePath={profilePath} onChoose={close} />}
    </>
  );
}
