@echo off
rem Build Game Night's Windows installer: the PyInstaller bundle, its smoke test (the windowed
rem build writes the result to packaging\build\smoke.txt), then the Inno Setup installer
rem packaging\dist\gamenight-<version>-setup.exe. Run from anywhere, on Windows, with
rem   set PYTHON=<a Python 3.10+ that can install Game Night>   (default: py)
rem   set ISCC=<path of Inno Setup 6.3+'s ISCC.exe>              (default: ISCC.exe on PATH)
setlocal
cd /d "%~dp0\..\.." || exit /b 1
if not defined PYTHON set PYTHON=py
if not defined ISCC set ISCC=ISCC.exe

"%PYTHON%" -m pip install -q ".[package]" || exit /b 1
"%PYTHON%" -m PyInstaller --noconfirm --clean --log-level WARN --distpath packaging\dist --workpath packaging\build packaging\gamenight.spec || exit /b 1

rem A windowed program returns at once unless started with start /wait.
start "" /wait packaging\dist\gamenight\gamenight.exe --smoke-test --smoke-report packaging\build\smoke.txt
set SMOKE=%ERRORLEVEL%
type packaging\build\smoke.txt
if not "%SMOKE%"=="0" exit /b 1

rem The version has one source, desktop\gamenight\__init__.py.
"%PYTHON%" -c "import gamenight; print(gamenight.__version__)" > packaging\build\version.txt || exit /b 1
set /p VERSION=<packaging\build\version.txt
if not defined VERSION exit /b 1
"%ISCC%" /Q /DAppVersion=%VERSION% packaging\windows\gamenight.iss || exit /b 1
echo installer: packaging\dist\gamenight-%VERSION%-setup.exe
