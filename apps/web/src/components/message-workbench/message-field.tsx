import { maxTestMessageLength } from '@afd/contracts';
import { Button, FileButton, Group, Stack, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';

// The message of 'Bericht testen' (issue 18, point 5), shared by the definition's and the
// certified schema's screen: pasted, or read from a chosen file (over 2 MB refused before it is
// read); the screen's own buttons sit beside 'Bestand kiezen'.

const texts = {
  messageLabel: 'Bericht',
  messagePlaceholder: 'Plak hier het bericht (XML voor AFD 1.0, JSON voor AFD 2.0), of kies een bestand.',
  chooseFile: 'Bestand kiezen',
  fileTooLarge: (name: string) => `${name} is te groot om te testen (meer dan 2 MB).`,
  fileUnreadable: (name: string) => `${name} kon niet worden gelezen.`,
} as const;

export interface MessageFieldProps {
  value: string;
  onChange: (message: string) => void;
  /** Buttons after 'Bestand kiezen' (the screen's 'Controleer'). */
  children?: ReactNode;
}

export function MessageField({ value, onChange, children }: MessageFieldProps) {
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const readFile = async (file: File | null) => {
    if (!file) return;
    setFileProblem(null);
    if (file.size > maxTestMessageLength) {
      setFileProblem(texts.fileTooLarge(file.name));
      return;
    }
    try {
      onChange(await file.text());
    } catch {
      setFileProblem(texts.fileUnreadable(file.name));
    }
  };
  return (
    <Stack>
      <Textarea
        label={texts.messageLabel}
        placeholder={texts.messagePlaceholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        rows={12}
        styles={{ input: { fontFamily: 'monospace' } }}
        error={fileProblem}
      />
      <Group>
        <FileButton onChange={(file) => void readFile(file)} accept="application/json,.json,application/xml,text/xml,.xml">
          {(props) => (
            <Button variant="default" {...props}>
              {texts.chooseFile}
            </Button>
          )}
        </FileButton>
        {children}
      </Group>
    </Stack>
  );
}
