; Inno Setup 6.3+ script of Game Night's Windows installer: installs the PyInstaller one-folder
; bundle (packaging\dist\gamenight, built by gamenight.spec) with a Start-menu entry, an optional
; desktop icon and an uninstaller. Paths are relative to this folder.
; Build with build_windows.cmd beside this file: it builds and smoke-tests the bundle, then runs
;   iscc /DAppVersion=<version> gamenight.iss
; with the version from desktop\gamenight\__init__.py, its one source.
#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z gamenight.iss (build_windows.cmd reads it from gamenight.__version__)
#endif

[Setup]
; The same id in every version, so a new version replaces the old one; never reuse it elsewhere.
AppId={{912ADB86-0FD3-4DB3-B842-76546DA48664}
AppName=Game Night
AppVersion={#AppVersion}
AppVerName=Game Night {#AppVersion}
AppPublisher=Game Night contributors
DefaultDirName={autopf}\Game Night
DefaultGroupName=Game Night
DisableProgramGroupPage=yes
; per-user or for all users, as the person installing chooses
PrivilegesRequiredOverridesAllowed=dialog
LicenseFile=..\..\LICENSE
SetupIconFile=gamenight.ico
UninstallDisplayIcon={app}\gamenight.exe
OutputDir=..\dist
OutputBaseFilename=gamenight-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0

[Languages]
; The installer speaks the system's language where it can: English or Turkish (Inno Setup's own
; translations; the app itself follows its Preferences, the desktop's language by default).
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "turkish"; MessagesFile: "compiler:Languages\Turkish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\dist\gamenight\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Game Night"; Filename: "{app}\gamenight.exe"
Name: "{autodesktop}\Game Night"; Filename: "{app}\gamenight.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\gamenight.exe"; Description: "{cm:LaunchProgram,Game Night}"; Flags: nowait postinstall skipifsilent
