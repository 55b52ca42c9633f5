import { getAdminStats, getFeedback, sendEmailToAllUsers, setFeedbackStatus } from '@fairgo/shared/api';
import type { AdminStats, Feedback, FeedbackStatus } from '@fairgo/shared/contract';
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Field,
  FormAlert,
  Heading,
  HStack,
  Input,
  NativeSelect,
  shortDate,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@fairgo/shared/ui';
import { useSession } from '@fairgo/shared/platform';
import { useEffect, useState } from 'react';

export const FEEDBACK_LIST_TITLE = 'All Feedback';
export const NO_ACCESS = 'You do not have access to this page. Only administrators can see all feedback.';
export const EMAIL_SENT = 'Email sent successfully to all users';
export const LOAD_FAILED = 'The feedback could not be loaded. Please try again later.';

const STAT_LABELS: Record<keyof AdminStats, string> = {
  totalUsers: 'Users',
  totalWorkers: 'Workers',
  totalEmployers: 'Employers',
  totalBoth: 'Both',
  totalResetPasswords: 'Password resets',
};

function Stats({ stats }: { stats: AdminStats }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap={3} as="dl">
      {(Object.keys(STAT_LABELS) as (keyof AdminStats)[]).map((key) => (
        <Box key={key} borderWidth="1px" borderRadius="lg" p={4} bg="bg">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {STAT_LABELS[key]}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="bold">
            {stats[key]}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** 'Send Email to All Users': one send id per composed message, so a double press mails nobody twice. */
function SendEmail() {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [sendId, setSendId] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = () => {
    setOpen(true);
    setResult(null);
    setSendId(crypto.randomUUID());
  };
  const send = async () => {
    if (!subject.trim() || !body.trim()) return setFailure('Write a subject and a message first.');
    setBusy(true);
    setFailure(null);
    try {
      await sendEmailToAllUsers({ subject: subject.trim(), body: body.trim(), sendId });
      setResult(EMAIL_SENT);
      setOpen(false);
      setSubject('');
      setBody('');
    } catch (error) {
      // Spec §8: a failed send is logged; we also say so, and keep the message.
      console.error('[admin] sending the email failed', error);
      setFailure('The email could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={3}>
      {result ? (
        <Alert.Root status="success" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{result}</Alert.Title>
        </Alert.Root>
      ) : null}
      {open ? (
        <Stack gap={3} borderWidth="1px" borderRadius="lg" p={4} as="form" aria-label="Email to all users">
          <Field.Root required>
            <Field.Label>Subject</Field.Label>
            <Input value={subject} maxLength={200} onChange={(event) => setSubject(event.target.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Message</Field.Label>
            <Textarea value={body} rows={6} onChange={(event) => setBody(event.target.value)} />
          </Field.Root>
          <FormAlert>{failure}</FormAlert>
          <HStack>
            <Button colorPalette="brand" loading={busy} onClick={() => void send()}>
              Send to everyone
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Button colorPalette="brand" variant="outline" alignSelf="start" onClick={start}>
          Send Email to All Users
        </Button>
      )}
    </Stack>
  );
}

function FeedbackItem({ feedback }: { feedback: Feedback }) {
  const [status, setStatus] = useState<FeedbackStatus>(feedback.status);
  const [failed, setFailed] = useState(false);
  const change = async (next: FeedbackStatus) => {
    const before = status;
    setStatus(next);
    setFailed(false);
    try {
      await setFeedbackStatus(feedback._id, next);
    } catch (error) {
      console.error('[admin] changing a feedback status failed', error);
      setStatus(before);
      setFailed(true);
    }
  };
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p={4} bg="bg" aria-label={`Feedback from ${feedback.name}`}>
      <HStack justify="space-between" align="start" wrap="wrap" gap={3}>
        <Stack gap={0}>
          <Text fontWeight="semibold">{feedback.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {feedback.email}
            {feedback.phone ? ` · ${feedback.phone}` : ''} · {shortDate(feedback.createdOn)}
          </Text>
        </Stack>
        <HStack>
          <Badge colorPalette={status === 'new' ? 'orange' : 'green'}>{status}</Badge>
          <NativeSelect.Root size="sm" w="9rem">
            <NativeSelect.Field
              aria-label={`Status of the feedback from ${feedback.name}`}
              value={status}
              onChange={(event) => void change(event.target.value as FeedbackStatus)}
            >
              <option value="new">New</option>
              <option value="reviewed">Reviewed</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
      <Text mt={2} whiteSpace="pre-line">
        {feedback.message}
      </Text>
      {failed ? (
        <Text role="alert" color="red.600" fontSize="sm" mt={1}>
          The status could not be changed. Please try again.
        </Text>
      ) : null}
    </Box>
  );
}

function AdminView() {
  const [data, setData] = useState<{ feedback: Feedback[]; stats: AdminStats } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([getFeedback(), getAdminStats()]).then(
      ([feedback, stats]) => live && setData({ feedback, stats }),
      (error: unknown) => {
        console.error('[admin] loading feedback failed', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <Text role="alert">{LOAD_FAILED}</Text>;
  if (!data)
    return (
      <Center py={12}>
        <Spinner color="brand.500" aria-label="Loading feedback" />
      </Center>
    );
  return (
    <Stack gap={6}>
      <Stats stats={data.stats} />
      <SendEmail />
      {data.feedback.length === 0 ? (
        <Text color="fg.muted">No feedback yet.</Text>
      ) : (
        <Stack as="ul" gap={3} listStyleType="none" aria-label="Feedback">
          {data.feedback.map((feedback) => (
            <FeedbackItem key={feedback._id} feedback={feedback} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /feedbacklist 'All Feedback' (spec §2, §3): for administrators only; others are told so. */
export function FeedbackListPage() {
  const isAdmin = useSession((state) => state.user?.isAdmin === true);
  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }}>
      <Stack gap={6}>
        <Heading as="h1" size="2xl">
          {FEEDBACK_LIST_TITLE}
        </Heading>
        {isAdmin ? <AdminView /> : <Text>{NO_ACCESS}</Text>}
      </Stack>
    </Container>
  );
}
