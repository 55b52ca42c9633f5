import type { Listing } from '@fairgo/shared/contract';
import { MAX_INTEREST_MESSAGE } from '@fairgo/shared/rules';
import { useSession } from '@fairgo/shared/platform';
import { Button, Field, FormAlert, SelectField, Spinner, Stack, Text, Textarea } from '@fairgo/shared/ui';
import { ModalDialog } from '@fairgo/shared/ui/overlays';
import { useContext, useId, useState } from 'react';
import { AskForJobContext } from './ask-for-job-context';
import { useAnswerJob, useOwnWorkerPosts } from './api/use-answer-job';

export const NO_AVAILABILITY_POST =
  'The employer sees your availability post with your answer. You have none yet: post one first.';

/**
 * "I'm interested" on a job: a short note (at most 300 characters) and one of the worker's own
 * availability posts, which the employer sees as its card. A worker with none is offered the
 * "Ask for a job" form first.
 */
export function InterestDialog({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const email = useSession((state) => state.user?.email);
  const posts = useOwnWorkerPosts(email);
  const [message, setMessage] = useState('');
  const [postId, setPostId] = useState('');
  const sending = useAnswerJob(onClose);
  const askForJob = useContext(AskForJobContext);
  const formId = useId();
  const own = posts.data ?? [];
  const chosen = postId || own[0]?._id || '';
  const business = listing.businessName ?? listing.name;

  return (
    <ModalDialog
      title={`Tell ${business} you are interested`}
      open
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" colorPalette="brand" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={sending.busy} disabled={!chosen}>
            Send
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) void sending.run(listing._id, { message: message.trim(), workerPostId: chosen });
        }}
      >
        <Stack gap={4}>
          <Text fontSize="sm">
            {listing.job} in {listing.location}. The employer is told in FairGo and sees your note and your availability
            post. Your contact details stay for members only.
          </Text>
          <FormAlert>{sending.failure}</FormAlert>
          <Field.Root>
            <Field.Label>A note to the employer (optional)</Field.Label>
            <Textarea
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              maxLength={MAX_INTEREST_MESSAGE}
              rows={3}
            />
            <Field.HelperText>
              {message.length}/{MAX_INTEREST_MESSAGE}
            </Field.HelperText>
          </Field.Root>
          {posts.isPending && email ? (
            <Spinner aria-label="Loading your availability posts" />
          ) : posts.failure ? (
            <Text role="alert" fontSize="sm" color="red.600">
              {posts.failure}
            </Text>
          ) : own.length ? (
            <SelectField
              label="Your availability post"
              value={chosen}
              onChange={(event) => setPostId(event.target.value)}
              options={own.map((post) => ({ value: post._id, label: `${post.job} in ${post.location}` }))}
            />
          ) : (
            <Stack gap={2} align="start">
              <Text fontSize="sm">{NO_AVAILABILITY_POST}</Text>
              {askForJob ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  onClick={() => {
                    onClose();
                    askForJob();
                  }}
                >
                  Ask for a job
                </Button>
              ) : null}
            </Stack>
          )}
        </Stack>
      </form>
    </ModalDialog>
  );
}
