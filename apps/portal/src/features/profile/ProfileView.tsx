import { formatDate, PROFILE_TEXT as T, UI_TEXT } from '@fbi/domain';
import { Avatar, Button, Card, Skeleton } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { DetailsList } from '../../shared/DetailsList.tsx';
import { photoUrl } from '../../shared/photoUrl.ts';
import { LoadFailed } from '../../shared/record/LoadFailed.tsx';
import { profileQueryOptions, type Profile } from './api.ts';
import type { ProfileDialog } from './ProfileDialogs.tsx';
import { muted } from '../../shared/text.css.ts';
import * as styles from './profile.css.ts';
import { lazyDialogs } from '../../shared/registry/registry.ts';

// The edit modals, the photo chooser and the audit load on first use (README Budgets).
const ProfileDialogs = lazyDialogs(() => import('./ProfileDialogs.tsx'), 'ProfileDialogs');

/** The centre's text blocks in the order of 02 §2.11. */
const CENTRE_SECTIONS = ['education', 'skills', 'qualities', 'serviceRecord'] as const;

export interface ProfileViewProps {
  /** Whose profile: null for one's own (/profile), a nick for /hr-profile (an HR role's edit). */
  nick: string | null;
}

/**
 * A profile in three columns (02 §2.11): left the avatar (a click opens the chooser of 25
 * presets), nick, position and 'Кадровый аудит'; centre the main information, education, skills,
 * qualities and service record; right the autobiography ('Добавьте о себе пару слов' when empty).
 * Each block has its edit modal; saves refresh the profile in place (the spec's reload).
 */
export function ProfileView({ nick }: ProfileViewProps) {
  const query = useQuery(profileQueryOptions(nick));
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);

  if (query.isPending) return <Skeleton height={320} />;
  if (query.isError) return <LoadFailed query={query} title={T.loadFailed} />;
  const profile = query.data;
  const edit = (label: string, next: ProfileDialog) => (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`${T.edit}: ${label}`}
      onPress={() => setDialog(next)}
    >
      {T.edit}
    </Button>
  );

  return (
    <>
      <div className={styles.columns}>
        <div className={styles.column}>
          <Card>
            <div className={styles.identity}>
              <AriaButton
                className={styles.avatarButton}
                aria-label={T.changePhoto(profile.nick)}
                onPress={() => setDialog({ step: 'photo', profile })}
              >
                <Avatar src={photoUrl(profile.photo)} alt="" size={160} square />
              </AriaButton>
              <h2 className={styles.nick}>{profile.nick}</h2>
              <p className={muted}>{profile.position || T.noPosition}</p>
              <Button variant="secondary" onPress={() => setDialog({ step: 'audit', profile })}>
                {UI_TEXT.staffAudit}
              </Button>
            </div>
          </Card>
        </div>
        <div className={styles.column}>
          <Card title={T.mainTitle} actions={edit(T.mainTitle, { step: 'main', profile })}>
            <DetailsList items={mainDetails(profile)} />
          </Card>
          {CENTRE_SECTIONS.map((section) => (
            <SectionCard
              key={section}
              title={T[section]}
              text={profile[section]}
              action={edit(T[section], { step: 'section', section, profile })}
            />
          ))}
        </div>
        <div className={styles.column}>
          <SectionCard
            title={T.biography}
            text={profile.biography}
            fallback={UI_TEXT.biographyDefault}
            action={edit(T.biography, { step: 'section', section: 'biography', profile })}
          />
        </div>
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <ProfileDialogs dialog={dialog} nick={nick} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}

/** The main information as label/value pairs (02 §2.11), 'Не указано' where empty. */
function mainDetails(p: Profile) {
  const or = (value: string | null) => value || T.empty;
  return [
    [T.fullName, or(p.fullName)],
    [T.gender, or(p.gender)],
    [T.ethnicity, or(p.ethnicity)],
    [T.birthDate, p.birthDate ? formatDate(p.birthDate) : T.empty],
    [T.birthPlace, or(p.birthPlace)],
    [T.citizenship, or(p.citizenship)],
    [T.residence, or(p.residence)],
    [T.insurance, or(p.insuranceNumber)],
    [T.maritalStatus, or(p.maritalStatus)],
    [T.phone, or(p.phoneNumber)],
  ] as const;
}

/** A free-text block of the profile (02 §2.11). */
function SectionCard({
  title,
  text,
  fallback = T.empty,
  action,
}: {
  title: string;
  text: string | null;
  fallback?: string;
  action: ReactNode;
}) {
  return (
    <Card title={title} actions={action}>
      <p className={text ? styles.text : muted}>{text || fallback}</p>
    </Card>
  );
}
