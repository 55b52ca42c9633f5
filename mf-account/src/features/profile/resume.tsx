import type { User } from '@fairgo/shared/contract';
import { Button, dateFormat, Flex, FormAlert, Heading, Spinner, Stack, Text } from '@fairgo/shared/ui';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { resumeFileProblem, useChangeResume, useResume } from './api/use-resume';

const day = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Sydney' });
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * A worker's résumé: one PDF of at most 2 MB, which member employers download from the worker's cards
 * (FairGo keeps it without its metadata and scripts). Upload, replace, remove; how many employers
 * downloaded it.
 */
export function Resume({ user }: { user: User }) {
  const resume = useResume(user.email);
  const changing = useChangeResume(user.email);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const wrong = resumeFileProblem(file);
    setProblem(wrong);
    if (!wrong) void changing.run(file);
    if (input.current) input.current.value = '';
  };
  const current = resume.data;
  return (
    <Stack as="section" gap={3} aria-labelledby="resume-heading">
      <Heading as="h2" size="lg" id="resume-heading">
        Your résumé
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        A PDF of at most 2 MB. Employers with a membership can download it from your cards; FairGo keeps it without its
        metadata and scripts.
      </Text>
      <FormAlert>{problem ?? changing.failure}</FormAlert>
      {resume.isPending ? (
        <Spinner aria-label="Loading your résumé" />
      ) : resume.failure ? (
        <Text role="alert" color="red.600">
          {resume.failure}
        </Text>
      ) : current ? (
        <Text>
          Uploaded {day(current.uploadedOn)} · {size(current.sizeBytes)} · downloaded by {current.downloads}{' '}
          {current.downloads === 1 ? 'employer' : 'employers'}
        </Text>
      ) : (
        <Text color="fg.muted">You have not uploaded a résumé yet.</Text>
      )}
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-label="Résumé file"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <Flex gap={2} wrap="wrap">
        <Button size="sm" colorPalette="brand" loading={changing.busy} onClick={() => input.current?.click()}>
          <FileUp aria-hidden /> {current ? 'Replace résumé' : 'Upload résumé'}
        </Button>
        {current ? (
          <Button size="sm" variant="outline" disabled={changing.busy} onClick={() => void changing.run('remove')}>
            Remove
          </Button>
        ) : null}
      </Flex>
    </Stack>
  );
}
